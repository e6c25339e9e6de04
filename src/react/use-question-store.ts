import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { QuestionState, QuestionStore } from '../core';

const identity = <T,>(value: T): T => value;

/**
 * Reads a prompt store from React. The component re-renders only when the selected slice changes
 * (compared with `isEqual`, default `Object.is`), like zustand's `useStore`.
 * @example
 * const step = useQuestionStore(store, (s) => s.step);
 * const selected = useQuestionStore(store, (s) => s.drafts.plan?.selected ?? [], shallowEqual);
 */
export function useQuestionStore(store: QuestionStore): QuestionState;
export function useQuestionStore<T>(
  store: QuestionStore,
  selector: (state: QuestionState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T;
export function useQuestionStore<T>(
  store: QuestionStore,
  selector: (state: QuestionState) => T = identity as (state: QuestionState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  // The last value React rendered, so a new inline selector that selects an equal slice keeps it.
  const committed = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const getSnapshot = useMemo(() => {
    let lastState: QuestionState | undefined;
    let lastValue: T;
    return () => {
      const state = store.getState();
      if (state !== lastState) {
        const value = selector(state);
        const prev = committed.current;
        lastValue = prev && isEqual(prev.value, value) ? prev.value : value;
        lastState = state;
      }
      return lastValue;
    };
  }, [store, selector, isEqual]);
  // Server render and hydration: the store's initial state (no persisted draft, which the server
  // cannot see); React re-renders with the current state right after hydrating.
  const getServerSnapshot = useMemo(() => {
    let cached: { value: T } | undefined;
    return () => (cached ??= { value: selector(store.getInitialState()) }).value;
  }, [store, selector]);
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    committed.current = { value };
  });
  return value;
}

/**
 * Element-wise `Object.is` for arrays; a ready-made `isEqual` for array slices.
 * @example
 * const picked = useQuestionStore(store, (s) => s.drafts.checks?.selected ?? [], shallowArrayEqual);
 */
export function shallowArrayEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
