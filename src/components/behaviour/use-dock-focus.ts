import { useEffect, useRef, type RefObject } from 'react';
import type { QuestionStore } from '../../core';
import type { DockMode } from '../../core/internal';
import { useIsomorphicLayoutEffect } from '../../react/use-hydrated';
import {
  activeElement,
  containsFocus,
  flatContains,
  focusAfterLayout,
  focusedFieldHasText,
  focusFirst,
  focusQuestion,
} from './focus';

/** Focuses the current question (its id read now, its element after layout). */
function focusStep(root: RefObject<HTMLElement | null>, store: QuestionStore | undefined): void {
  const s = store?.getState();
  const id = s?.request.questions[s.step]?.id;
  focusAfterLayout(() => focusQuestion(root.current?.querySelector<HTMLElement>(`[data-question="${id}"]`) ?? null));
}

/**
 * The dock's focus: into the question on expand, back to where the person was in the composer on
 * collapse, and to the composer when the panel closed under the person's focus. A prompt that
 * arrives while the person types in the composer starts collapsed; one that arrives while focus
 * rests on the page body takes the keyboard. @internal
 */
export function useDockFocus(
  root: RefObject<HTMLElement | null>,
  composerSlot: RefObject<HTMLElement | null>,
  store: QuestionStore | undefined,
  mode: DockMode | 'invalid' | undefined,
): void {
  // Where in the composer the person was, to give it back on collapse, and whether they have
  // pressed a key there since focus came to it.
  const composerFocus = useRef<HTMLElement | null>(null);
  const typedSinceFocus = useRef(false);

  // Native listeners, not React props: a composer slotted into the `<question-dock>` element lives
  // outside React's tree, so React would not dispatch its events here; the DOM still does.
  useEffect(() => {
    const slot = composerSlot.current;
    if (!slot) return;
    const onFocus = (event: FocusEvent): void => {
      composerFocus.current = event.target as HTMLElement;
      typedSinceFocus.current = false;
    };
    const onKey = (): void => {
      typedSinceFocus.current = true;
    };
    slot.addEventListener('focusin', onFocus);
    slot.addEventListener('keydown', onKey);
    return () => {
      slot.removeEventListener('focusin', onFocus);
      slot.removeEventListener('keydown', onKey);
    };
  }, [composerSlot]);

  // A prompt that arrives while the person is writing in the composer must not take the keyboard
  // (their next keys would answer the agent), however long they paused: when they typed into a
  // composer that holds text and focus is still there, it starts collapsed, as a mini bar above the
  // composer. Focus merely given back to the composer after the last answer is not writing, nor is
  // a composer emptied by the Enter that sent the message the agent now asks about.
  const arrived = useRef<QuestionStore | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (!store || arrived.current === store) return;
    arrived.current = store;
    const s = store.getState();
    const typing = typedSinceFocus.current && containsFocus(composerSlot.current) && focusedFieldHasText();
    if (s.expanded && !s.resolution && typing) store.collapse();
  }, [store, composerSlot]);

  // A prompt open on arrival (or on page load) while focus rests on the page body takes the
  // keyboard, so its digits work at once. Never when focus is anywhere else (the person is
  // typing or reading something).
  useEffect(() => {
    const s = store?.getState();
    if (!s || !s.expanded || s.resolution) return;
    const active = activeElement();
    if (active && active !== document.body) return;
    focusStep(root, store);
  }, [store, root]);

  const previous = useRef({ mode, store });
  useEffect(() => {
    const from = previous.current;
    previous.current = { mode, store };
    const focused = activeElement();
    const lost = !focused || focused === document.body;
    // A queue's next prompt replaced the one just answered: the focused Submit went with it.
    if (from.mode === mode && (from.store === store || mode !== 'expanded' || !lost)) return;
    if (mode === 'expanded') focusStep(root, store);
    else if (mode === 'collapsed' || lost)
      focusAfterLayout(() => {
        const slot = composerSlot.current;
        if (containsFocus(slot)) return;
        const last = composerFocus.current;
        if (last?.isConnected && slot && flatContains(slot, last)) last.focus({ preventScroll: true });
        else focusFirst(slot);
      });
  }, [mode, store, root, composerSlot]);
}
