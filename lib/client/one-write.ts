import { useMutation, type DefaultError, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation for a button's write, one at a time: `mutate` while one is under
 * way sends nothing. A button's `loading` only takes effect once it renders
 * again, so the second click of a double click would otherwise send the write
 * twice (a second clock-in, refused as "already clocked in" after the first
 * one worked). useSaveThenRefresh keeps the same rule for the kit's writes.
 */
export function useOneWriteMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      send(variables, {
        ...callbacks,
        onSettled: (...settled) => {
          inFlight.current = false;
          return callbacks?.onSettled?.(...settled);
        },
      });
    },
    [send],
  );
  return { ...mutation, mutate };
}
