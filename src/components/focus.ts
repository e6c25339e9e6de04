// Focus moves of the dock (expand, collapse, step change). Plain DOM, no React.
//
// They pass `preventScroll`: the target is in the panel or the composer slot, already on screen,
// and scrolling it into view would make the browser compute layout inside the event (a forced
// layout per key press). Where a target may be off screen (stacked cards), the caller asks for it.

const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[contenteditable="true"],[tabindex]:not([tabindex="-1"])';

/** Focuses the first focusable element inside `container` (the composer slot). */
export function focusFirst(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
}

/**
 * Focuses the checked option of the visible question, else its first option; `scroll` brings it
 * into view (stacked cards), otherwise focus moves without scrolling.
 */
export function focusQuestion(panel: HTMLElement | null, scroll = false): void {
  const target =
    panel?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"],[role="checkbox"][aria-checked="true"]') ??
    panel?.querySelector<HTMLElement>('[role="radio"],[role="checkbox"]');
  // Focusing the element that has focus still costs a style update: skip it.
  if (target && target !== document.activeElement) target.focus({ preventScroll: !scroll });
}

/** True when focus is nowhere in particular (body) or inside `container`. */
export function focusIsIn(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !!container?.contains(active);
}
