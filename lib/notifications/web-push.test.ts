import { testAlert } from './test-alert';
import { shouldShowWebPush, webPushContent } from './web-push';

describe('shouldShowWebPush', () => {
  it('shows only with the setting on and permission granted', () => {
    expect(shouldShowWebPush(true, 'granted')).toBe(true);
    expect(shouldShowWebPush(false, 'granted')).toBe(false);
    expect(shouldShowWebPush(true, 'default')).toBe(false);
    expect(shouldShowWebPush(true, 'denied')).toBe(false);
    expect(shouldShowWebPush(true, null)).toBe(false);
  });
});

describe('webPushContent', () => {
  const alert = testAlert();

  it('uses the author as title, the message as body and one tag per alert', () => {
    expect(webPushContent(alert, 'Alerts')).toEqual({
      title: 'Ava Sinclair',
      options: { body: 'Please acknowledge the new policy', tag: 'crewdesk-alert-7', icon: 'http://up/images/avatars/1.svg' },
    });
    expect(webPushContent({ ...alert, author: null }, 'Alerts').title).toBe('Alerts');
  });
});
