import { useEffect, useId, useRef, useState } from 'react';
import type { AskUserQuestion } from '../../core';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';

/**
 * The person's note on a question's answer, a dock part (`parts.AnswerNote`): an "Add a note" button
 * that opens a labelled text field, kept as typed in the question's draft (`setNote`), so collapsing,
 * a remount and a reload (`persistDrafts`) keep it. A note already written shows its field at once.
 * Keys are the dock's, as in the Other field: Enter moves on, Shift+Enter is a newline, Escape
 * minimizes the dock, and nothing fires while an IME composes. None on a secret question.
 * @example
 * <QuestionDock request={request} parts={{ AnswerNote }} />
 */
export function AnswerNote({ question }: { readonly question: AskUserQuestion }) {
  const { store, messages } = useQuestionStoreContext('AnswerNote');
  const note = useQuestionStore(store, (s) => s.drafts[question.id]?.note);
  // Opened by the button: the field stays when its text is cleared, and takes focus once.
  const [opened, setOpened] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => {
    if (opened) field.current?.focus({ preventScroll: true });
  }, [opened]);
  if (question.secret) return null;
  if (!opened && note === undefined)
    return (
      <button type="button" className="qd-button" data-variant="quiet" onClick={() => setOpened(true)}>
        {messages.addNote}
      </button>
    );
  return (
    <div className="qd-other qd-answer-note" data-state={note ? 'filled' : 'empty'}>
      <label htmlFor={id} className="qd-other-label">
        {messages.note}
      </label>
      <textarea
        dir="auto"
        id={id}
        className="qd-other-input"
        rows={1}
        value={note ?? ''}
        ref={field}
        onChange={(event) => store.setNote(question.id, event.target.value)}
      />
    </div>
  );
}
