import type { SidebarGroup } from '@/lib/auth/schemas';
import { activeGroupIndex, activeMenuHref, canUseClockWidget, sidebarMenu, splitForMobile } from '@/lib/shell/sidebar';

const route = (name: string, route_name: string, type = 'admin') => ({ name, icon: 'icon', route_name, type });

const SIDEBAR: SidebarGroup[] = [
  { name: 'Feed', icon: 'feed', routes: [route('Feed', '/feed')] },
  {
    name: 'Time',
    icon: 'time',
    routes: [route('My Attendance', '/time/self'), route('Bird View', '/time/bird-view'), route('Clock', '/time/clock', 'employee')],
  },
  { name: 'Leave', icon: 'leave', routes: [route('My Leave', '/leaves/self'), route('All Leave', '/leaves/all')] },
  { name: 'People', icon: 'people', routes: [route('Employees', '/people')] },
  { name: 'Settings', icon: 'settings', routes: [route('Settings', 'settings')] },
  { name: 'Portal', icon: 'portal', routes: [route('Portal', '/portal', 'employee')] },
];

const ADMIN = ['view_attendance', 'view_any_attendance', 'view_leave_application', 'view_any_leave_application', 'view_employee', 'view_app_settings_menu'];

describe('sidebarMenu', () => {
  it('keeps only routes of type admin and drops groups left empty', () => {
    const menu = sidebarMenu(SIDEBAR, ADMIN);
    expect(menu.map((group) => group.name)).toEqual(['Feed', 'Time', 'Leave', 'People', 'Settings']);
    expect(menu[1]!.items.map((item) => item.href)).toEqual(['/time/self', '/time/bird-view']);
  });

  it('drops routes the user may not open by the route table', () => {
    const menu = sidebarMenu(SIDEBAR, ['view_attendance', 'view_leave_application']);
    expect(menu.map((group) => group.name)).toEqual(['Feed', 'Time', 'Leave']);
    expect(menu[1]!.items.map((item) => item.name)).toEqual(['My Attendance']);
    expect(menu[2]!.items.map((item) => item.name)).toEqual(['My Leave']);
  });

  it('normalises route names to app paths', () => {
    expect(sidebarMenu(SIDEBAR, ADMIN)[4]!.items[0]!.href).toBe('/settings');
  });
});

describe('activeMenuHref: the highlight groups', () => {
  const menu = sidebarMenu(SIDEBAR, ADMIN);

  it('lights the item of the current path', () => {
    expect(activeMenuHref(menu, '/time/bird-view')).toBe('/time/bird-view');
    expect(activeMenuHref(menu, '/leaves/all/')).toBe('/leaves/all');
  });

  it('lights the employee list on a profile view', () => {
    expect(activeMenuHref(menu, '/people/profile/view/ava.sinclair')).toBe('/people');
  });

  it('lights the leave item on every leave route', () => {
    expect(activeMenuHref(menu, '/leave/application/new')).toBe('/leaves/self');
    expect(activeMenuHref(menu, '/leave/application/view/12')).toBe('/leaves/self');
  });

  it("lights All leave on a person's leave, and My leave for someone without All leave", () => {
    expect(activeMenuHref(menu, '/leaves/42')).toBe('/leaves/all');
    expect(activeMenuHref(sidebarMenu(SIDEBAR, ['view_leave_application']), '/leaves/42')).toBe('/leaves/self');
  });

  it('lights the item a page asks for (someone else’s application: All leave), unless the path is an item itself or the item is not in the menu', () => {
    expect(activeMenuHref(menu, '/leave/application/view/12', '/leaves/all')).toBe('/leaves/all');
    expect(activeMenuHref(menu, '/leaves/self', '/leaves/all')).toBe('/leaves/self');
    expect(activeMenuHref(sidebarMenu(SIDEBAR, ['view_leave_application']), '/leave/application/view/12', '/leaves/all')).toBe('/leaves/self');
  });

  it('lights the attendance item on every attendance route', () => {
    expect(activeMenuHref(menu, '/time/details/view/3/4')).toBe('/time/self');
    expect(activeMenuHref(menu, '/time/shift/view-my-shifts')).toBe('/time/self');
  });

  it('lights settings on any settings screen', () => {
    expect(activeMenuHref(menu, '/settings/leave/leave-types')).toBe('/settings');
  });

  it('lights nothing on a path outside the menu', () => {
    expect(activeMenuHref(menu, '/calendar')).toBeNull();
    expect(activeMenuHref(menu, '/nowhere')).toBeNull();
  });

  it('finds the group of the lit item', () => {
    expect(activeGroupIndex(menu, '/leaves/all')).toBe(2);
    expect(activeGroupIndex(menu, null)).toBe(-1);
  });
});

describe('mobile split', () => {
  it('shows the first three groups directly and the rest under Menu', () => {
    const { direct, more } = splitForMobile(['a', 'b', 'c', 'd', 'e'], 3);
    expect(direct).toEqual(['a', 'b', 'c']);
    expect(more).toEqual(['d', 'e']);
  });
});

describe('clock widget permission', () => {
  it('needs clock in/out or break/resume', () => {
    expect(canUseClockWidget(['allow_clock_in_out_attendance'])).toBe(true);
    expect(canUseClockWidget(['allow_clock_break_resume_attendance'])).toBe(true);
    expect(canUseClockWidget(['view_attendance'])).toBe(false);
  });
});
