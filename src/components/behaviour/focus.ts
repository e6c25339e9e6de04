// Focus moves of the dock (expand, collapse, step change). Plain DOM, no React.
//
// They pass `preventScroll`: the target is in the panel or the composer slot, already on screen,
// and scrolling it into view would make the browser compute layout inside the event (a forced
// layout per key press). Where a target may be off screen (stacked cards), the caller asks for it.
//
// Shadow DOM (the `<question-dock>` element): inside a shadow root `document.activeElement` is the
// host, and a composer given through a `<slot>` is not a DOM descendant of the slot's container.
// So focus is read through shadow roots (`activeElement()`) and containment follows the flat tree
// (`containsFocus()`, `focusFirst()` look through slots).

const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[contenteditable="true"],[tabindex]:not([tabindex="-1"])';

/** The element that really has focus, looking through open shadow roots; null when none. */
export function activeElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** True when `node` is `container` or inside it in the flat tree (through slots and shadow hosts). */
export function flatContains(container: Node, node: Node | null): boolean {
  for (let n = node; n; n = (n as Element).assignedSlot ?? n.parentNode ?? (n as ShadowRoot).host)
    if (n === container) return true;
  return false;
}

/** True when focus is inside `container` (a slotted composer counts as inside its slot). */
export function containsFocus(container: HTMLElement | null): boolean {
  return !!container && flatContains(container, activeElement());
}

/** Focuses the first focusable element inside `container` (the composer slot), or inside what its `<slot>` shows. */
export function focusFirst(container: HTMLElement | null): void {
  const slot = container?.querySelector('slot');
  for (const el of slot ? slot.assignedElements({ flatten: true }) : container ? [container] : []) {
    const target = el.matches(FOCUSABLE) ? el : el.querySelector(FOCUSABLE);
    if (target) return (target as HTMLElement).focus({ preventScroll: true });
  }
}

/** A touch screen: its primary pointer is coarse (what the stylesheet's touch rules ask too). */
export function touchScreen(): boolean {
  return !!window.matchMedia?.('(pointer: coarse)').matches;
}

/**
 * Focuses the checked option of the visible question, else its first option, else (a free-text
 * question) its text field; `scroll` brings it into view (stacked cards), otherwise focus moves
 * without scrolling. Never into an Other field, where the next digit would be typed. On a touch
 * screen, the question's text instead: an option focused there may show its ring (the browser
 * rings a focus that follows a key, the on-screen keyboard's too), which reads as a pick the person
 * never made, and a field would open the on-screen keyboard. From the text, keys still reach the
 * panel and a screen reader reads the question.
 */
export function focusQuestion(panel: HTMLElement | null, scroll = false): void {
  const field = panel?.querySelector<HTMLElement>('.qd-other-input');
  const target = touchScreen()
    ? panel?.querySelector<HTMLElement>('.qd-question-text')
    : (panel?.querySelector<HTMLElement>(
        '[role="radio"][aria-checked="true"],[role="checkbox"][aria-checked="true"]',
      ) ??
      panel?.querySelector<HTMLElement>('[role="radio"],[role="checkbox"]') ??
      (field?.closest('.qd-option') ? null : field));
  // Focusing the element that has focus still costs a style update: skip it.
  if (target && target !== activeElement()) target.focus({ preventScroll: !scroll });
}

const TEXT_INPUTS: readonly string[] = ['text', 'search', 'url', 'tel', 'email', 'password'];

/** True when the focused field (a text field or an editable element) holds text: a draft in progress. */
export function focusedFieldHasText(): boolean {
  const active = activeElement();
  if (active instanceof HTMLTextAreaElement) return active.value.trim() !== '';
  // A checkbox's or a button's `value` is no text the person typed.
  if (active instanceof HTMLInputElement) return TEXT_INPUTS.includes(active.type) && active.value.trim() !== '';
  return active instanceof HTMLElement && active.isContentEditable && (active.textContent ?? '').trim() !== '';
}

/** True when focus is nowhere in particular: on the body, or on nothing. */
export function focusIsLost(): boolean {
  const active = activeElement();
  return !active || active === document.body;
}

/** True when focus is nowhere in particular (body) or inside `container`. */
export function focusIsIn(container: HTMLElement | null): boolean {
  return focusIsLost() || containsFocus(container);
}

// ---- focus after layout ----------------------------------------------------------------------

let pending: (() => void) | null = null;
// One observer per page, re-armed per move: observing a target again reports it at the next frame.
let observer: ResizeObserver | null = null;
let armed = false;

function runPending(): void {
  const move = pending;
  pending = null;
  if (armed) {
    armed = false;
    observer?.unobserve(document.documentElement);
    window.removeEventListener('keydown', onEarlyKey, true);
    window.removeEventListener('pointerdown', dropPending, true);
  }
  move?.();
}

/** A press before the frame: the person is putting focus somewhere themselves. */
function dropPending(): void {
  pending = null;
  runPending();
}

/** A key pressed before the frame: make the pending move first, and give the key to where focus went. */
function onEarlyKey(event: KeyboardEvent): void {
  const before = activeElement();
  runPending();
  const now = activeElement();
  // Tab, a composition, and a character typed where focus went now (the composer) act on focus as
  // it is when their default action runs: moving focus is all they need, and the text lands. Other
  // keys are the dock's own (digits on an option, Enter, Escape, arrows): re-sent to the new focus.
  const typing = event.key.length === 1 && now?.matches('textarea,input,[contenteditable="true"]');
  if (!now || now === before || event.key === 'Tab' || event.isComposing || typing) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  now.dispatchEvent(new KeyboardEvent(event.type, event));
}

/**
 * Runs a focus move after the browser has laid out the frame the current update produces: in the
 * first callback of a ResizeObserver, which comes after layout and before paint. Focusing within the
 * key press that changed the panel would make the browser compute style and layout there, only to
 * do it again for the frame. The last move asked for wins; a key pressed before the frame makes the
 * move first and goes where focus went. At once without ResizeObserver (jsdom) or in a hidden tab
 * (which renders no frames).
 */
export function focusAfterLayout(move: () => void): void {
  if (typeof ResizeObserver === 'undefined' || document.hidden) {
    runPending();
    return move();
  }
  pending = move;
  if (armed) return;
  armed = true;
  (observer ??= new ResizeObserver(runPending)).observe(document.documentElement);
  window.addEventListener('keydown', onEarlyKey, true);
  window.addEventListener('pointerdown', dropPending, true);
}
