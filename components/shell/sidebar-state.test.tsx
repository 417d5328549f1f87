import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SidebarStateProvider, useSidebar, useSidebarMode } from '@/components/shell/sidebar-state';

let wide = false;
const renders = { sidebar: 0, toggle: 0 };

function SidebarProbe() {
  return <p data-testid="mode">{useSidebarMode()}</p>;
}

function ToggleProbe() {
  const { expanded, toggle } = useSidebar();
  return (
    <button type="button" aria-expanded={expanded} onClick={toggle}>
      toggle
    </button>
  );
}

const shell = (
  <SidebarStateProvider>
    <Profiler id="sidebar" onRender={() => (renders.sidebar += 1)}>
      <SidebarProbe />
    </Profiler>
    <Profiler id="toggle" onRender={() => (renders.toggle += 1)}>
      <ToggleProbe />
    </Profiler>
  </SidebarStateProvider>
);

beforeEach(() => {
  renders.sidebar = 0;
  renders.toggle = 0;
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe('sidebar state', () => {
  it('on a narrow window, hydration corrects the toggle alone, not the sidebar under the provider', async () => {
    wide = false;
    const container = document.createElement('div');
    container.innerHTML = renderToString(shell);
    document.body.appendChild(container);
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true'); // the server guesses wide
    renders.sidebar = 0;
    renders.toggle = 0;

    await act(async () => {
      hydrateRoot(container, shell);
    });
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
    expect(renders).toEqual({ sidebar: 1, toggle: 2 });

    // The toggle opens the collapsed sidebar: an explicit mode the sidebar follows.
    await act(async () => {
      container.querySelector('button')!.click();
    });
    expect(container.querySelector('[data-testid=mode]')?.textContent).toBe('open');
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    container.remove();
  });
});
