import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * `false` on the server and while hydrating, `true` in every other client render: for output that
 * only the browser can know (the time left now), which a server render must leave out so the first
 * client render matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server, where neither runs: React 18 warns
 * about a layout effect in a server render.
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
