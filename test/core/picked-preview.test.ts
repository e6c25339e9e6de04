import { describe, expect, it } from 'vitest';
import { pickedPreview } from '../../src/core/internal';
import { createQuestionStore, normalizeAskUser, type AskUserRequest } from '../../src/core/index';
import { manualClock } from '../support/clock';

// What goes back in Claude's `annotations[question].preview`: the preview of the option the person picked.

const card = '┌──────┐\n│ Card │\n└──────┘';
function claudeRequest(multiSelect: boolean): AskUserRequest {
  const result = normalizeAskUser(
    {
      questions: [
        {
          id: 'layout',
          header: 'Layout',
          question: 'Which layout?',
          multiSelect,
          options: [
            { label: 'Card', description: 'Boxes', preview: card },
            { label: 'List', description: 'Rows' },
          ],
        },
      ],
    },
    { contract: 'claude' },
  );
  if (!result.ok) throw new Error('fixture does not normalize');
  return result.request;
}

function picked(multiSelect: boolean, edit: (store: ReturnType<typeof createQuestionStore>, id: string) => void) {
  const request = claudeRequest(multiSelect);
  const store = createQuestionStore(request, { clock: manualClock() });
  const question = request.questions[0]!;
  edit(store, question.id);
  return pickedPreview(question, store.getState().drafts[question.id]);
}

describe('pickedPreview, the preview that goes back with a single-select answer', () => {
  it('is the picked option’s preview, exactly as the agent wrote it', () => {
    expect(picked(false, (store, id) => store.select(id, 'Card'))).toBe(card);
  });

  it('is undefined before a pick, for a pick with no preview, and for the person’s own text', () => {
    expect(picked(false, () => {})).toBeUndefined();
    expect(picked(false, (store, id) => store.select(id, 'List'))).toBeUndefined();
    expect(
      picked(false, (store, id) => {
        store.select(id, 'Card');
        store.setOther(id, 'A grid');
      }),
    ).toBeUndefined();
  });

  it('is undefined on a multi-select question, whatever is checked', () => {
    expect(picked(true, (store, id) => store.toggle(id, 'Card'))).toBeUndefined();
  });
});
