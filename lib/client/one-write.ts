import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation for a button's write, one at a time: a call while one is under
 * way sends nothing (`mutateAsync` answers null). A button's `loading` only
 * takes effect once it renders again, so the second click of a double click
 * would otherwise send the write twice (a second clock-in, refused as "already
 * clocked in" after the first one worked). The kit's writes
 * (useSaveThenRefresh) are built on it.
 */
export function useOneWriteMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutateAsync: send } = mutation;
  // TanStack's own parameter types: a mutation without variables is called with none.
  const mutateAsync = useCallback(
    async (...args: Parameters<typeof send>): Promise<TData | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        return await send(...args);
      } finally {
        inFlight.current = false;
      }
    },
    [send],
  );
  const mutate = useCallback((...args: Parameters<typeof send>) => void mutateAsync(...args).catch(() => undefined), [mutateAsync]);
  return { ...mutation, mutate, mutateAsync };
}
