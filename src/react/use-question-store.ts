import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
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
/** The whole state of `store`, or `undefined` without a store. */
export function useQuestionStore(store: QuestionStore | undefined): QuestionState | undefined;
/** The slice `selector` picks from `store`'s state; re-renders when it changes (`isEqual`, default `Object.is`). */
export function useQuestionStore<T>(
  store: QuestionStore,
  selector: (state: QuestionState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T;
/** The slice `selector` picks, or `undefined` without a store. */
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
  // The selector and isEqual of the latest render, read through refs: getSnapshot stays the same
  // function for a store, so a re-render with a new inline selector costs React no extra effect.
  const latest = useRef({ selector, isEqual });
  latest.current = { selector, isEqual };
  const subscribe = useCallback(
    (onChange: () => void) => (store ? store.subscribe(onChange) : noSubscription()),
    [store],
  );
  const getSnapshot = useMemo(() => {
    let lastState: QuestionState | undefined;
    let lastSelector: unknown;
    let lastValue: T | undefined;
    return () => {
      if (!store) return undefined;
      const state = store.getState();
      const { selector: select, isEqual: equal } = latest.current;
      if (state === lastState && select === lastSelector) return lastValue;
      const value = select(state);
      // An equal slice keeps the value given before (a new array from the selector is no change).
      if (lastState === undefined || lastValue === undefined || !equal(lastValue, value)) lastValue = value;
      lastState = state;
      lastSelector = select;
      return lastValue;
    };
  }, [store]);
  // Server render and hydration: the store's initial state (no persisted draft, which the server
  // cannot see); React re-renders with the current state right after hydrating.
  const getServerSnapshot = useMemo(() => {
    let cached: { value: T | undefined } | undefined;
    return () => (cached ??= { value: store ? latest.current.selector(store.getInitialState()) : undefined }).value;
  }, [store]);
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return value;
}

/**
 * Element-wise `Object.is` for arrays, an `isEqual` for array slices (used by the parts).
 * @internal
 */
export function shallowArrayEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
