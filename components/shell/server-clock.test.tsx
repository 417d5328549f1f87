import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerClockProvider, useServerWallTime } from '@/components/shell/server-clock';

const SERVER_TIME = '2026-11-25 09:00:00';
let renders = 0;

function WallTime() {
  return <p data-testid="wall">{useServerWallTime(1000)}</p>;
}
const countRender = () => {
  renders += 1;
};

/** Rendered after the provider and before the clock: hydration that takes `ms` of the main thread. */
function SlowHydration({ ms }: { ms: number }) {
  if (typeof window !== 'undefined' && ms) jest.setSystemTime(Date.now() + ms);
  return null;
}

const page = (slowMs: number, extra: React.ReactNode = null) => (
  <ServerClockProvider serverTime={SERVER_TIME} timeZone="UTC">
    <SlowHydration ms={slowMs} />
    <Profiler id="wall" onRender={countRender}>
      <WallTime />
    </Profiler>
    {extra}
  </ServerClockProvider>
);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T09:00:00.000Z') });
  renders = 0;
});
afterEach(() => jest.useRealTimers());

describe('useServerWallTime', () => {
  it('hydrates with the time the server rendered, however long hydration takes, and moves on at the first tick', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(0));
    document.body.appendChild(container);
    renders = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    // The second turns while the page hydrates: the clock still shows the server's time, in one render.
    await act(async () => {
      hydrateRoot(container, page(1200));
    });
    expect(container.querySelector('[data-testid=wall]')?.textContent).toBe(SERVER_TIME);
    expect(renders).toBe(1);
    expect(errors).not.toHaveBeenCalled();

    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(container.querySelector('[data-testid=wall]')?.textContent).toBe('2026-11-25 09:00:02');
    expect(renders).toBe(2);
    container.remove();
  });

  it('a clock shown after hydration starts from now, not from the time the page was rendered', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return shown ? <LaterClock /> : <button onClick={() => setShown(true)}>show</button>;
    }
    function LaterClock() {
      return <p data-testid="later">{useServerWallTime(1000)}</p>;
    }
    render(page(0, <Later />));
    await act(async () => {
      jest.advanceTimersByTime(5 * 60_000);
    });
    await act(async () => {
      screen.getByRole('button', { name: 'show' }).click();
    });
    expect(screen.getByTestId('later').textContent).toBe('2026-11-25 09:05:00');
  });
});
