// Focus moves of the dock (expand, collapse, step change). Plain DOM, no React.

const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[contenteditable="true"],[tabindex]:not([tabindex="-1"])';

/** Focuses the first focusable element inside `container` (the composer slot). */
export function focusFirst(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/** Focuses the checked option of the visible question, else its first option. */
export function focusQuestion(panel: HTMLElement | null): void {
  (
    panel?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"],[role="checkbox"][aria-checked="true"]') ??
    panel?.querySelector<HTMLElement>('[role="radio"],[role="checkbox"]')
  )?.focus();
}

/** True when focus is nowhere in particular (body) or inside `container`. */
export function focusIsIn(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !!container?.contains(active);
}
