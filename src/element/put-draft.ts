// The default of `<question-dock-summary>`'s "Use as message": the draft goes into the dock's composer.

/** The composer's text field, as {@link putDraft} looks for it in the slot. */
const FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="search"], [contenteditable]:not([contenteditable="false"])';

/**
 * Puts `text` into the first text field (or contenteditable) slotted into `shadow`'s slot, after a
 * blank line when it already holds a draft, fires `input` on it and focuses it; `false` when there is none.
 */
export function putDraft(shadow: ShadowRoot | null, text: string): boolean {
  const slot = shadow?.querySelector('slot');
  for (const el of slot?.assignedElements({ flatten: true }) ?? []) {
    const field = el.matches(FIELDS) ? el : el.querySelector(FIELDS);
    if (!(field instanceof HTMLElement)) continue;
    const join = (before: string, value: string) => (before.trim() ? `${before.trimEnd()}\n\n${value}` : value);
    if (field instanceof HTMLTextAreaElement) field.value = join(field.value, text);
    // A one-line field drops line breaks: the lines go side by side.
    else if (field instanceof HTMLInputElement) field.value = join(field.value, text).replace(/\s*\n\s*/g, ' ');
    else field.innerText = join(field.innerText, text);
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    field.focus();
    if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)
      field.setSelectionRange(field.value.length, field.value.length);
    return true;
  }
  return false;
}

/**
 * The summary's default for "Use as message": the nearest `<question-dock>` takes the draft, the
 * first one in the closest container of the summary that holds one (then the whole document or
 * shadow root). A page with a chat pane per session (one hidden) keeps each summary's draft in its
 * own pane's composer.
 */
export function putDraftBeside(summary: Element, text: string, Dock: abstract new () => HTMLElement): void {
  const scopes: ParentNode[] = [];
  for (let scope = summary.parentElement; scope; scope = scope.parentElement) scopes.push(scope);
  scopes.push(summary.getRootNode() as ParentNode);
  for (const scope of scopes)
    for (const el of scope.querySelectorAll('*')) if (el instanceof Dock && putDraft(el.shadowRoot, text)) return;
}
