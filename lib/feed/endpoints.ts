import { endpointsOf } from '@/lib/upstream/define';

/** Feed calls (spec part 1 §7 "Feed" and "Feed settings"). */

const { get, post, del } = endpointsOf('feed', () => import('@/lib/feed/schemas'));
const F = '/feed';

export const feedApi = {
  list: get(`${F}/list/index`, 'feedPageSchema'),
  view: get(`${F}/view/{slug}`, 'feedViewSchema'),
  store: post(`${F}/store`, 'feedStoreResponseSchema'),
  edit: get(`${F}/{id}/edit/{user_id}`, 'feedPostResponseSchema'),
  acknowledge: post(`${F}/{id}/feed-acknowledges/store`, 'acknowledgeResponseSchema'),
  acknowledgers: get(`${F}/{id}/feed-acknowledges/users`, 'acknowledgerPageSchema'),
  pin: post(`${F}/{id}/pin-feed`, 'pinResponseSchema'),
  react: post(`${F}/{id}/feed-reacts/store`, 'reactResponseSchema'),
  delete: del(`${F}/{id}/delete/{user_id}`, 'deletePostResponseSchema'),
  comments: get(`${F}/{id}/feed-comments/index`, 'commentPageSchema'),
  storeComment: post(`${F}/{id}/feed-comments/store`, 'commentStoreResponseSchema'),
  reactComment: post(`${F}/{comment_id}/comment-reacts/store`, 'reactResponseSchema'),
  deleteComment: del(`${F}/{id}/feed-comments/delete/{comment}/{user}`, 'commentDeleteResponseSchema'),
};

const settings = endpointsOf('feed', () => import('@/lib/widgets/schemas'));

/** The feed sidebar's card setup (/settings/feed-settings/feed-card-setup). */
export const feedCardSetupApi = {
  index: settings.get('/settings/feed/widget-settings/index', 'widgetSettingsSchema'),
  update: settings.post('/settings/feed/widget-settings/update', 'widgetSettingsSavedSchema'),
};
