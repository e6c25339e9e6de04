import { useEffect, type RefObject } from 'react';
import { activeElement, touchScreen } from './focus';

/**
 * Phones: the part of the screen the on-screen keyboard leaves visible is
 * `window.visualViewport`, not the layout viewport. Writes its height (unzoomed) to `--qd-vvh` on
 * the panel, which the stylesheet caps the docked panel to 60% of on narrow screens, and keeps a
 * focused text field of the panel in view when the keyboard opens or closes. Coarse pointers only
 * (a mouse and a hardware keyboard leave the viewport alone); a no-op without `visualViewport`
 * (jsdom, old browsers): the CSS then falls back to `100svh`.
 */
export function useVisualViewport(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const el = panel.current;
    // Only touch screens have an on-screen keyboard: elsewhere nothing is read or written.
    if (!viewport || !el || !touchScreen()) return;
    const update = (): void => {
      el.style.setProperty('--qd-vvh', `${viewport.height * viewport.scale}px`);
      const active = activeElement();
      if (active?.tagName === 'TEXTAREA' && el.contains(active)) active.scrollIntoView({ block: 'nearest' });
    };
    // The first read waits for the next frame: reading the viewport right after the commit would
    // force a layout the browser is about to do anyway.
    const frame = requestAnimationFrame(update);
    viewport.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', update);
    };
  }, [panel]);
}
