import { endpointsOf } from '@/lib/upstream/define';

/** Dashboard widgets (spec part 2 §7 "Dashboard widgets", all GET under /dashboard/widget/). */

const { get } = endpointsOf('widgets', () => import('@/lib/widgets/schemas'));
const W = '/dashboard/widget';

export const widgetApi = {
  dailyClocks: get(`${W}/daily-clocks-people/index`, 'dailyClocksSchema'),
  recentJoined: get(`${W}/recent-joined-people/index`, 'recentJoinedSchema'),
  onLeave: get(`${W}/recent-on-leave-people/index`, 'onLeaveSchema'),
  birthdays: get(`${W}/recent-birthday-people/index`, 'birthdaysSchema'),
  workAnniversaries: get(`${W}/recent-work-anniversary-people/index`, 'anniversariesSchema'),
  settings: get(`${W}/settings/index`, 'widgetSettingsSchema'),
  clock: get(`${W}/clock/index`, 'clockWidgetSchema'),
};
