import { render } from '@testing-library/react';
import { WebPushPrompt } from '@/components/shell/web-push-prompt';

function installNotification(permission: NotificationPermission) {
  const requestPermission = jest.fn().mockResolvedValue('granted');
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission, requestPermission } });
  return requestPermission;
}

afterEach(() => {
  sessionStorage.clear();
  delete (window as { Notification?: unknown }).Notification;
});

describe('web-push permission at startup', () => {
  it('asks once per browser session while the user has not decided', () => {
    const requestPermission = installNotification('default');
    const first = render(<WebPushPrompt />);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<WebPushPrompt />);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once the user granted or denied', () => {
    for (const permission of ['granted', 'denied'] as const) {
      const requestPermission = installNotification(permission);
      render(<WebPushPrompt />).unmount();
      expect(requestPermission).not.toHaveBeenCalled();
    }
  });

  it('does nothing where the browser has no notifications', () => {
    const { container } = render(<WebPushPrompt />);
    expect(container).toBeEmptyDOMElement();
    // Nothing was asked, so nothing is remembered as asked.
    expect(sessionStorage.getItem('crewdesk:web-push-asked')).toBeNull();
  });
});
