import { useId, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { AskUserOption, AskUserQuestion } from '../../core';
import { ownAnswerChosen, pickedOption } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useIsomorphicLayoutEffect } from '../../react/use-hydrated';
import { previewWordsFor } from './preview-words';

/** How the agent wrote its previews (Claude's `toolConfig.askUserQuestion.previewFormat`). */
export type PreviewFormat = 'markdown' | 'html';

/** Options of {@link optionPreview}. */
export interface OptionPreviewOptions {
  /**
   * How the previews are written: `markdown` shows as text, `html` in a sandboxed frame.
   * @default 'markdown'
   */
  readonly format?: PreviewFormat | undefined;
  /**
   * The app's markdown renderer for `markdown` previews. The text is the agent's: the renderer must
   * not pass raw HTML through. Without one, the text shows as it is in a monospace block.
   */
  readonly renderMarkdown?: ((text: string) => ReactNode) | undefined;
}

/**
 * No network and nothing that runs: the frame's `sandbox` (no scripts, an opaque origin, no forms,
 * no popups, no refresh) plus this policy, which refuses every fetch (images, fonts, stylesheets)
 * except inline styles and `data:` images, the two a self-contained mockup uses. A link a keyboard
 * follows would still load its page in the frame: `<base target="_blank">` makes it a popup, which
 * the sandbox refuses.
 */
const FRAME_HEAD =
  '<!doctype html><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">` +
  '<meta name="referrer" content="no-referrer"><base target="_blank">' +
  '<style>body{margin:8px;font:14px/1.4 system-ui,sans-serif}</style>';

/** The option list of the question `element` is in. */
const optionListOf = (element: Element | null | undefined): Element | null | undefined =>
  element?.closest('[data-question]')?.querySelector('.qd-options');

/** The label of the option row whose control has focus inside `list`, `''` for the Other row; `null` when focus is elsewhere. */
function focusedLabel(list: Element | null | undefined, target: EventTarget | null): string | null {
  if (!list || !(target instanceof Element) || !list.contains(target)) return null;
  return target.closest('.qd-option')?.querySelector('[role="radio"]')?.getAttribute('value') ?? '';
}

/**
 * The option whose preview shows: the one whose row has focus in the option list, else the picked
 * one, else (nothing picked, no own text) the first with a preview. Whichever changed last wins, so
 * a digit shows its pick at once, before focus follows it. `undefined`: the Other row or its text.
 */
function useShownOption(question: AskUserQuestion, root: RefObject<HTMLElement | null>): AskUserOption | undefined {
  const { store } = useQuestionStoreContext('OptionPreview');
  const [label, setLabel] = useState<string | null>(null);
  useIsomorphicLayoutEffect(() => {
    const box = root.current?.closest('[data-question]');
    const list = optionListOf(box);
    if (!box) return;
    const draftOf = (state = store.getState()) => state.drafts[question.id];
    const picked = (): string | null => {
      const draft = draftOf();
      return pickedOption(question, draft)?.label ?? (ownAnswerChosen(draft) ? '' : null);
    };
    setLabel(focusedLabel(list, document.activeElement) ?? picked());
    const onFocusIn = (event: Event): void => {
      const focused = focusedLabel(list, event.target);
      if (focused !== null) setLabel(focused);
    };
    const onFocusOut = (event: Event): void => {
      if (focusedLabel(list, (event as FocusEvent).relatedTarget) === null) setLabel(picked());
    };
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    const unsubscribe = store.subscribe((state, previous) => {
      if (draftOf(state) !== draftOf(previous)) setLabel(picked());
    });
    return () => {
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
      unsubscribe();
    };
  }, [question, root, store]);
  if (label === null) return question.options.find((option) => option.preview !== undefined);
  return question.options.find((option) => option.label === label);
}

/**
 * The dock's option-preview part (`parts.OptionPreview` of `QuestionDock`): beside a single-select
 * question's options (below them in cards and on a phone), the preview of the option in focus,
 * else the picked one. A preview is the agent's text and never enters the page as HTML: markdown
 * shows as text in a monospace block (or through `renderMarkdown`), HTML only inside a frame with
 * no scripts, an opaque origin and no network.
 *
 * Screen readers: the region is named after the option it shows and is not live, so moving through
 * the options does not read a whole mockup at every arrow; it follows the list in reading order, and
 * the option list points at it (`aria-details`).
 * @example
 * const parts = { OptionPreview: optionPreview({ format: 'html' }) };
 * <QuestionDock store={store} composer={composer} parts={parts} />
 */
export function optionPreview({ format = 'markdown', renderMarkdown }: OptionPreviewOptions = {}): ComponentType<{
  readonly question: AskUserQuestion;
}> {
  return function OptionPreview({ question }) {
    const { messages } = useQuestionStoreContext('OptionPreview');
    const root = useRef<HTMLDivElement>(null);
    const option = useShownOption(question, root);
    const id = useId();
    // The options point at the preview (`aria-details`): a screen reader says there is one to read.
    useIsomorphicLayoutEffect(() => {
      const list = optionListOf(root.current);
      list?.setAttribute('aria-details', id);
      return () => list?.removeAttribute('aria-details');
    }, [id]);
    const words = previewWordsFor(messages);
    const name = option ? words.label(option.label) : words.label(messages.other);
    const text = option?.preview;
    // Previews show with a single choice whose options carry them.
    if (question.multiSelect || !question.options.some((o) => o.preview !== undefined)) return null;
    let body: ReactNode;
    if (text === undefined) body = <p className="qd-note">{words.none}</p>;
    else if (format === 'html')
      body = <iframe title={name} sandbox="" referrerPolicy="no-referrer" srcDoc={FRAME_HEAD + text} />;
    else if (renderMarkdown) body = <div>{renderMarkdown(text)}</div>;
    // Focusable: a wide mockup scrolls, and a keyboard must be able to scroll it.
    else body = <pre tabIndex={0}>{text}</pre>;
    return (
      <div ref={root} id={id} className="qd-preview" role="region" aria-label={name} data-format={format}>
        {body}
      </div>
    );
  };
}
