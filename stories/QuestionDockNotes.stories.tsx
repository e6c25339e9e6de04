// A note on an answer (a dock part, given by the entry of a host whose questions take notes) and a
// skip per question (`skippable` questions) (one "Components/QuestionDock" entry with
// QuestionDock.stories.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { createQuestionStore, normalizeAskUser, type QuestionStore } from '../src/index';
import { AnswerNote, SkipQuestion } from '../src/components/internal';
import { realClock } from '../src/core/plumbing/clock';
import { ChatFrame, storeArgs, type ChatRequestArgs } from './support/Chat';
import { dockMeta } from './support/dock-stories';

const meta = {
  title: 'Components/QuestionDock',
  tags: ['autodocs'],
  ...dockMeta,
} satisfies Meta<ChatRequestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two questions as Claude's `AskUserQuestion` asks them, each of which may be skipped on its own. */
const skippableRequest = (() => {
  const normalized = normalizeAskUser(
    {
      questions: [
        {
          id: 'palette',
          header: 'Palette',
          question: 'Which palette should the landing page use?',
          options: [
            { label: 'Ocean (Recommended)', description: 'Blues and teals, calm and familiar.' },
            { label: 'Sunset', description: 'Warm oranges, more playful.' },
          ],
        },
        {
          id: 'hero',
          header: 'Hero image',
          question: 'Which hero image should go above the fold?',
          options: [{ label: 'Product shot' }, { label: 'Team photo' }, { label: 'Illustration' }],
        },
      ].map((question) => ({ ...question, skippable: true })),
    },
    { contract: 'claude' },
  );
  if (!normalized.ok) throw new Error('fixture');
  return normalized.request;
})();

const parts = { AnswerNote, SkipQuestion };

/** The Claude request's dock, prepared by `prepare`, with the note part. */
function NotesDemo({ prepare, ...args }: ChatRequestArgs & { prepare: (store: QuestionStore) => void }) {
  const [store] = useState(() => {
    const s = createQuestionStore(skippableRequest, { promptId: 'call_landing', clock: realClock });
    prepare(s);
    return s;
  });
  return <ChatFrame {...storeArgs(args)} store={store} parts={parts} />;
}

const intro = 'I have a first draft of the landing page.';

/** A note on an answer: "Add a note" opened, the note kept as typed under the options. */
export const WithNote: Story = {
  args: { intro },
  render: (args) => (
    <NotesDemo
      {...args}
      prepare={(s) => {
        s.select('palette', 'Ocean (Recommended)');
        s.setNote('palette', 'A darker shade, closer to our logo.');
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Note' })).toHaveValue(
      'A darker shade, closer to our logo.',
    );
  },
};

/** The second question skipped on its own: "Skip question" pressed (its step is the current one). */
export const QuestionSkipped: Story = {
  args: { intro },
  render: (args) => (
    <NotesDemo
      {...args}
      prepare={(s) => {
        s.select('palette', 'Sunset');
        s.next();
        s.skipQuestion('hero');
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Skip question' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The review: a note after its answer, and a question skipped on its own (its step marked). */
export const ReviewWithNoteAndSkip: Story = {
  args: { intro },
  render: (args) => (
    <NotesDemo
      {...args}
      prepare={(s) => {
        s.select('palette', 'Ocean (Recommended)');
        s.setNote('palette', 'A darker shade, closer to our logo.');
        s.skipQuestion('hero');
        s.review();
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Hero image Skipped/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Question 2 of 2/ })).toHaveAttribute('data-state', 'skipped');
    await expect(canvas.getByRole('button', { name: /Ocean \(Note: A darker shade/ })).toBeInTheDocument();
  },
};
