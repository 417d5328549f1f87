import { sidebarWithin, type SidebarWidgets } from './api';

const ok = (data: unknown) => ({ ok: true, status: 200, data });

const KEYS = ['daily_clocks', 'birthdays', 'work_anniversaries', 'recent_joined', 'on_leave'];
/** The card setup: every card on but "recently joined", at most four shown. */
const SETUP = {
  name: 'settings',
  data: KEYS.map((key, index) => ({ key, name: key, is_enabled: key !== 'recent_joined', position: index + 1 })),
  feed_widget_count: 4,
};

/** A sidebar whose calls answer when the test says so. */
function sidebar() {
  const answers = new Map<string, (value: unknown) => void>();
  const call = (name: string) => new Promise((resolve) => answers.set(name, resolve));
  const widgets = {
    settings: call('settings'),
    widgets: Object.fromEntries(KEYS.map((key) => [key, call(key)])),
  } as unknown as SidebarWidgets;
  const answer = (name: string) => answers.get(name)!(ok(name === 'settings' ? SETUP : { name }));
  const answerAll = () => [...answers.keys()].forEach(answer);
  return { widgets, answer, answerAll };
}

describe('sidebarWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives every answer, by card, when all the calls answer within the grace', async () => {
    const { widgets, answerAll } = sidebar();
    const within = sidebarWithin(widgets, 150);
    await jest.advanceTimersByTimeAsync(100);
    answerAll();
    const answers = await within;
    expect(answers?.settings).toEqual(ok(SETUP));
    expect(answers?.widgets.birthdays).toEqual(ok({ name: 'birthdays' }));
    expect(answers?.widgets.on_leave).toEqual(ok({ name: 'on_leave' }));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives null once the grace is over while one card has not answered, so that card streams', async () => {
    const { widgets, answer } = sidebar();
    const within = sidebarWithin(widgets, 150);
    for (const name of ['settings', 'daily_clocks', 'birthdays', 'work_anniversaries', 'recent_joined']) answer(name);
    let settled: unknown = 'pending';
    void within.then((value) => (settled = value));
    await jest.advanceTimersByTimeAsync(149);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('does not wait for a card the setup switched off', async () => {
    const { widgets, answer } = sidebar();
    const within = sidebarWithin(widgets, 150);
    for (const name of ['settings', 'daily_clocks', 'birthdays', 'work_anniversaries', 'on_leave']) answer(name);
    const answers = await within;
    expect(answers?.widgets.on_leave).toEqual(ok({ name: 'on_leave' }));
    expect(answers?.widgets).not.toHaveProperty('recent_joined');
  });
});
