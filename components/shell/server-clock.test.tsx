import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerClockDisplay, ServerClockProvider, useServerClock, useServerWallTime } from '@/components/shell/server-clock';

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

describe('ServerClockProvider, when the layout renders again', () => {
  function Shell({ serverTime, timeZone }: { serverTime: string; timeZone: string }) {
    return (
      <ServerClockProvider serverTime={serverTime} timeZone={timeZone}>
        <ServerClockDisplay />
        <Today />
      </ServerClockProvider>
    );
  }
  function Today() {
    const clock = useServerClock();
    return <p data-testid="today">{`${clock.timeZone} ${clock.wallTime()}`}</p>;
  }

  it('takes the company’s new time zone at once: the header clock, its name and every reader of the clock', async () => {
    // 09:00 UTC: 04:00 in New York, 22:00 in Auckland.
    const { rerender } = render(<Shell serverTime="2026-11-25 04:00:00" timeZone="America/New_York" />);
    expect(screen.getByText(/Company time \(America\/New_York\)/)).toBeInTheDocument();
    expect(screen.getByTestId('today').textContent).toBe('America/New_York 2026-11-25 04:00:00');

    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    rerender(<Shell serverTime="2026-11-25 22:01:00" timeZone="Pacific/Auckland" />);
    expect(screen.getByText(/Company time \(Pacific\/Auckland\)/)).toBeInTheDocument();
    expect(screen.getByTestId('today').textContent).toBe('Pacific/Auckland 2026-11-25 22:01:00');
    expect(screen.getByRole('time').textContent).toBe('2026-11-25 22:01:00');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('time').textContent).toBe('2026-11-25 22:01:01');
  });

  it('takes a newer server time that moves the clock on or corrects it, not one a second behind it', async () => {
    const { rerender } = render(<Shell serverTime="2026-11-25 09:00:00" timeZone="UTC" />);
    // The page's answer took a second longer this time: the clock does not step back.
    rerender(<Shell serverTime="2026-11-25 08:59:59" timeZone="UTC" />);
    expect(screen.getByTestId('today').textContent).toBe('UTC 2026-11-25 09:00:00');
    // The browser's clock was set an hour back meanwhile: the server's newer time puts it right.
    jest.setSystemTime(Date.now() - 3_600_000);
    rerender(<Shell serverTime="2026-11-25 09:00:05" timeZone="UTC" />);
    expect(screen.getByTestId('today').textContent).toBe('UTC 2026-11-25 09:00:05');
    // And an hour forward: the server's time, though behind this clock, puts it right too.
    jest.setSystemTime(Date.now() + 2 * 3_600_000);
    rerender(<Shell serverTime="2026-11-25 09:00:06" timeZone="UTC" />);
    expect(screen.getByTestId('today').textContent).toBe('UTC 2026-11-25 09:00:06');
  });
});
