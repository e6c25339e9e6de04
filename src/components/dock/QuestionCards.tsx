import { clsx } from 'clsx';
import { forwardRef, type ForwardedRef, type ComponentPropsWithRef } from 'react';
import type { Messages, QuestionStore } from '../../core';
import { QuestionStoreProvider, useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { QuestionPanel } from './QuestionPanel';

/** Props of {@link QuestionCards}. */
export interface QuestionCardsProps extends ComponentPropsWithRef<'section'> {
  /** A store from `createQuestionStore`; without it, the nearest `QuestionStoreProvider`'s. */
  readonly store?: QuestionStore | undefined;
  /**
   * With `store`: every visible string (`messagesTh` for Thai). Without it, the provider's.
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
  /**
   * Show a collapse button (the store's `collapse`; render a `QuestionMiniBar` for the collapsed state).
   * @default false
   */
  readonly collapsible?: boolean | undefined;
}

/**
 * Every question of the prompt at once, one card each, for touch screens (what the iOS, macOS and
 * Android apps show inline): one Skip and one Submit for the whole prompt, the same store, result
 * and keyboard as the dock. Digits act on the card that has focus, Enter moves to the next card and
 * submits on the last; an unanswered Submit focuses and scrolls to its card. Each card is a group
 * named by its header and question. Renders nothing once the prompt has ended (show
 * `AnswerSummary`). `QuestionDock` shows the same cards for `layout="stacked"`.
 * @example
 * <QuestionCards store={store} />
 */
export const QuestionCards = /* @__PURE__ */ forwardRef<HTMLElement, QuestionCardsProps>(function QuestionCards(
  { store, messages, ...props },
  ref,
) {
  return store ? (
    <QuestionStoreProvider store={store} messages={messages}>
      <Cards {...props} panelRef={ref} />
    </QuestionStoreProvider>
  ) : (
    <Cards {...props} panelRef={ref} />
  );
});

function Cards({
  className,
  collapsible = false,
  panelRef,
  ...props
}: Omit<QuestionCardsProps, 'store' | 'messages' | 'ref'> & { panelRef: ForwardedRef<HTMLElement> }) {
  const { store } = useQuestionStoreContext('QuestionCards');
  const ended = useQuestionStore(store, (s) => !!s.resolution);
  // `qd-dock`: the theme root (colours, box sizing), as when the dock shows the cards itself.
  return ended ? null : (
    <QuestionPanel stacked collapsible={collapsible} className={clsx('qd-dock', className)} ref={panelRef} {...props} />
  );
}
