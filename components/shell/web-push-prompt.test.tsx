import { render } from '@testing-library/react';
import { WebPushPrompt } from '@/components/shell/web-push-prompt';

function installNotification(permission: NotificationPermission) {
  const requestPermission = jest.fn().mockResolvedValue('granted');
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission, requestPermission } });
  return requestPermission;
}

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
  delete (window as { Notification?: unknown }).Notification;
});

describe('web-push permission at startup', () => {
  it('asks once per browser session while the user has not decided, once the page is idle', () => {
    const requestPermission = installNotification('default');
    const first = render(<WebPushPrompt />);
    expect(requestPermission).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<WebPushPrompt />);
    jest.runAllTimers();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a page left before it fell idle, and asks on the next one', () => {
    const requestPermission = installNotification('default');
    render(<WebPushPrompt />).unmount();
    jest.runAllTimers();
    expect(requestPermission).not.toHaveBeenCalled();
    render(<WebPushPrompt />);
    jest.runAllTimers();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once the user granted or denied', () => {
    for (const permission of ['granted', 'denied'] as const) {
      const requestPermission = installNotification(permission);
      render(<WebPushPrompt />);
      jest.runAllTimers();
      expect(requestPermission).not.toHaveBeenCalled();
    }
  });

  it('does nothing where the browser has no notifications', () => {
    const { container } = render(<WebPushPrompt />);
    jest.runAllTimers();
    expect(container).toBeEmptyDOMElement();
    // Nothing was asked, so nothing is remembered as asked.
    expect(sessionStorage.getItem('crewdesk:web-push-asked')).toBeNull();
  });
});
