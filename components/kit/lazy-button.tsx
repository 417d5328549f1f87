'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { FocusReturnContext } from '@/components/ui/dialog';
import { FOCUSABLE } from '@/lib/client/focusable';

/** True inside a button whose dialog code loaded because it was clicked: its dialog starts open (FormDialog and the buttons that own one read it). */
export const OpenOnMount = createContext(false);
export const useOpenOnMount = () => useContext(OpenOnMount);

/**
 * A button whose dialog's code (forms, lists, react-hook-form) loads on the
 * first click instead of with the page: until then `standIn` draws the same
 * button; the click loads the real one, which mounts with its dialog open
 * (OpenOnMount). While the code loads the stand-in shows, disabled. The real
 * button replaces the one that was pressed, so its dialog hands the focus back to
 * the new one when it closes (FocusReturnContext), not to the page.
 */

export function lazyButton<P extends object>(load: () => Promise<ComponentType<P>>, standIn: (onClick?: () => void, props?: P) => ReactNode): ComponentType<P> {
  const Loaded = dynamic(load, { ssr: false, loading: () => <>{standIn()}</> });
  return function LazyButton(props: P) {
    const [clicked, setClicked] = useState(false);
    const box = useRef<HTMLDivElement>(null);
    const [returnFocus] = useState(() => () => box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? null);
    if (!clicked) return <>{standIn(() => setClicked(true), props)}</>;
    return (
      <OpenOnMount.Provider value>
        <FocusReturnContext.Provider value={returnFocus}>
          <div ref={box} className="contents">
            <Loaded {...props} />
          </div>
        </FocusReturnContext.Provider>
      </OpenOnMount.Provider>
    );
  };
}
