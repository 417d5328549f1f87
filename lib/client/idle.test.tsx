import { IDLE_TIMEOUT_MS, whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('hands the task to requestIdleCallback with the time-out, and cancels it there', () => {
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      void callback;
      void options;
      return 7;
    });
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const task = jest.fn();
    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, runs the task in a later task, not in the caller’s', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task)();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
