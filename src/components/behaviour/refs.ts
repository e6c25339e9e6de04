import { useCallback, type Ref, type RefObject } from 'react';

/**
 * One callback ref that fills the component's own ref and the one the app passed (React 19 passes
 * `ref` as a prop, so spreading props would otherwise replace the component's own ref).
 */
export function useComposedRef<T>(own: RefObject<T | null>, theirs: Ref<T> | undefined): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof theirs === 'function') theirs(node);
      else if (theirs) theirs.current = node;
    },
    [own, theirs],
  );
}
