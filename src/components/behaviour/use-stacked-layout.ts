import { useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../../react/use-hydrated';

/** `QuestionDock`'s `layout` prop. */
export type QuestionDockLayout = 'docked' | 'stacked' | 'auto';

/**
 * Whether the dock shows every question as a card: always for `stacked`; for `auto`, while the
 * dock's own box (not the window: the chat may sit in a narrow column) is narrower than `below`
 * CSS px. Without `ResizeObserver` (jsdom, very old browsers) `auto` stays docked.
 */
export function useStackedLayout(
  root: RefObject<HTMLElement | null>,
  layout: QuestionDockLayout,
  below: number,
): boolean {
  const [narrow, setNarrow] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const el = root.current;
    if (layout !== 'auto' || !el || typeof ResizeObserver === 'undefined') return;
    const measure = (): void => {
      // 0: not laid out (display: none); keep the last answer rather than flip to cards.
      if (el.offsetWidth) setNarrow(el.offsetWidth < below);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, layout, below]);
  return layout === 'stacked' || (layout === 'auto' && narrow);
}
