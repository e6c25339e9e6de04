// Arrow keys of the radio groups inside `<question-dock>`'s shadow root.

/** Radix's roving-focus keys of a vertical radio group: arrows move and check, the others only move. */
const MOVES: Readonly<Record<string, number>> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: -Infinity,
  PageUp: -Infinity,
  End: Infinity,
  PageDown: Infinity,
};

/**
 * Arrow keys of the radio groups, handled before React sees them (capture on the shadow root).
 * Radix's roving focus checks `document.activeElement`, which inside a shadow root is the host:
 * it would focus every item in turn and check the wrong one. So the move happens here, as Radix
 * would do it, and the prevented event makes Radix skip its own.
 */
export function radioKeys(e: Event): void {
  const event = e as KeyboardEvent;
  const item = event.target as HTMLElement;
  const move = MOVES[event.key];
  if (
    !move ||
    item.getAttribute('role') !== 'radio' ||
    event.shiftKey ||
    event.ctrlKey ||
    event.altKey ||
    event.metaKey
  )
    return;
  const items = [...(item.closest('[role="radiogroup"]')?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])];
  const at = items.indexOf(item);
  const to =
    Math.abs(move) === Infinity ? (move < 0 ? 0 : items.length - 1) : (at + move + items.length) % items.length;
  const next = items[to];
  if (!next) return;
  event.preventDefault();
  next.focus();
  if (event.key.startsWith('Arrow') && next.getAttribute('aria-checked') !== 'true') next.click();
}
