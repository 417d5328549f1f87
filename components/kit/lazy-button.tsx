'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';

/** True inside a button whose dialog code loaded because it was clicked: its dialog starts open (FormDialog and the buttons that own one read it). */
export const OpenOnMount = createContext(false);
export const useOpenOnMount = () => useContext(OpenOnMount);

/**
 * A button whose dialog's code (forms, lists, react-hook-form) loads on the
 * first click instead of with the page: until then `standIn` draws the same
 * button; the click loads the real one, which mounts with its dialog open
 * (OpenOnMount). While the code loads the stand-in shows, disabled.
 */
export function lazyButton<P extends object>(load: () => Promise<ComponentType<P>>, standIn: (onClick?: () => void, props?: P) => ReactNode): ComponentType<P> {
  const Loaded = dynamic(load, { ssr: false, loading: () => <>{standIn()}</> });
  return function LazyButton(props: P) {
    const [clicked, setClicked] = useState(false);
    if (!clicked) return <>{standIn(() => setClicked(true), props)}</>;
    return (
      <OpenOnMount.Provider value>
        <Loaded {...props} />
      </OpenOnMount.Provider>
    );
  };
}
