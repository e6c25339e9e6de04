import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '../react/use-hydrated';

/** A component that only some prompts need, loaded with `import()` and then rendered like any other. @internal */
export interface OnDemand<P extends object> {
  /** Starts the download (once; a failed one is tried again by the next call or render). */
  readonly preload: () => void;
  /**
   * The component once it is here, else `undefined`; while `needed`, starts the download and renders
   * the caller again when it arrives. `undefined` while hydrating too: the server rendered without it.
   */
  readonly useLoaded: (needed: boolean) => ComponentType<P> | undefined;
  /** Renders the component once loaded; until then `fallback`, which should take its place and size. */
  readonly Component: (props: P & { readonly fallback?: ReactNode }) => ReactNode;
}

/**
 * Keeps a part of the dock out of its first download, like the invalid-request view, without
 * `lazy`: a lazy component suspends on its first render even when its module is already here, so
 * the prompt would show a fallback for a frame. Preloaded when the prompt that needs it arrives,
 * the component is usually loaded by the time it renders, and then renders at once.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  // The renders waiting for it (a preload may be the download that brings it).
  const waiting = new Set<() => void>();
  const fetch = (): Promise<void> =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        for (const render of waiting) render();
      },
      () => {
        // Offline or a failed deploy: the next render (or preload) tries again.
        pending = undefined;
      },
    ));
  function useLoaded(needed: boolean): ComponentType<P> | undefined {
    const [, render] = useReducer((n: number) => n + 1, 0);
    const hydrated = useHydrated();
    const shown = hydrated ? loaded : undefined;
    // After every render that needs it and goes without: a failed download is tried again.
    useEffect(() => {
      if (!needed || shown) return;
      // Arrived between this render and its effect: render with it. (While hydrating, `useHydrated`
      // renders again once hydrated.)
      if (loaded) return hydrated ? render() : undefined;
      waiting.add(render);
      void fetch();
      return () => {
        waiting.delete(render);
      };
    });
    return shown;
  }
  function Component({ fallback = null, ...props }: P & { readonly fallback?: ReactNode }): ReactNode {
    const Loaded = useLoaded(true);
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  return { preload: () => void fetch(), useLoaded, Component };
}
