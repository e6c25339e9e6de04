import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { QuestionState, QuestionStore } from '../core';

const identity = <T>(value: T): T => value;
const noSubscription = (): (() => void) => () => {};

/**
 * Reads a prompt store from React. The component re-renders only when the selected slice changes
 * (compared with `isEqual`, default `Object.is`), like zustand's `useStore`. Without a store (no
 * prompt yet, e.g. a queue's `active` while nothing is pending) it returns `undefined`.
 * @example
 * const step = useQuestionStore(store, (s) => s.step);
 * const status = useQuestionStore(usePromptQueue(queue).active, (s) => s.status); // undefined while none is pending
 */
export function useQuestionStore(store: QuestionStore): QuestionState;
export function useQuestionStore(store: QuestionStore | undefined): QuestionState | undefined;
export function useQuestionStore<T>(
  store: QuestionStore,
  selector: (state: QuestionState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T;
export function useQuestionStore<T>(
  store: QuestionStore | undefined,
  selector: (state: QuestionState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T | undefined;
export function useQuestionStore<T>(
  store: QuestionStore | undefined,
  selector: (state: QuestionState) => T = identity as (state: QuestionState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T | undefined {
  // The last value React rendered, so a new inline selector that selects an equal slice keeps it.
  const committed = useRef<{ value: T | undefined } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => (store ? store.subscribe(onChange) : noSubscription()),
    [store],
  );
  const getSnapshot = useMemo(() => {
    let lastState: QuestionState | undefined;
    let lastValue: T | undefined;
    return () => {
      if (!store) return undefined;
      const state = store.getState();
      if (state !== lastState) {
        const value = selector(state);
        const previous = committed.current;
        if (previous && previous.value !== undefined && isEqual(previous.value, value)) lastValue = previous.value;
        else lastValue = value;
        lastState = state;
      }
      return lastValue;
    };
  }, [store, selector, isEqual]);
  // Server render and hydration: the store's initial state (no persisted draft, which the server
  // cannot see); React re-renders with the current state right after hydrating.
  const getServerSnapshot = useMemo(() => {
    let cached: { value: T | undefined } | undefined;
    return () => (cached ??= { value: store ? selector(store.getInitialState()) : undefined }).value;
  }, [store, selector]);
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    committed.current = { value };
  });
  return value;
}

/**
 * Element-wise `Object.is` for arrays, an `isEqual` for array slices (used by the parts).
 * @internal
 */
export function shallowArrayEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
