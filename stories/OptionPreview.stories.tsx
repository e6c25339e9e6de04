// Claude's AskUserQuestion with option previews: the dock's optional part beside the options (below
// them on a phone). The previews are the agent's text: markdown shows as text, HTML in a sandboxed frame.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { optionPreview, type PreviewFormat } from '../src/components/internal';
import { createQuestionStore, normalizeAskUser } from '../src/index';
import { ChatFrame } from './support/Chat';
import { fixedClock } from './support/fixtures';

const MARKDOWN = {
  Sidebar: [
    '┌──────────┬──────────────────┐',
    '│ Profile  │  Name  [______]  │',
    '│ Billing  │  Email [______]  │',
    '│ Security │                  │',
    '└──────────┴──────────────────┘',
  ].join('\n'),
  Tabs: [
    '┌─────────┬─────────┬──────────┐',
    '│ Profile │ Billing │ Security │',
    '├─────────┴─────────┴──────────┤',
    '│  Name  [______]              │',
    '└──────────────────────────────┘',
  ].join('\n'),
  'One long page': [
    '# Profile',
    'Name  [______]',
    '',
    '# Billing',
    'Card  [______]',
    '',
    '# Security',
    '2FA   [ off ]',
  ].join('\n'),
};

const card = (accent: string, title: string) =>
  `<div style="font:14px system-ui;border:1px solid #ccd;border-radius:8px;overflow:hidden">` +
  `<div style="background:${accent};color:#fff;padding:8px 12px;font-weight:600">${title}</div>` +
  `<div style="padding:12px;color:#333">Name <span style="display:inline-block;width:120px;border-bottom:1px solid #999">&nbsp;</span></div></div>`;

const HTML = {
  Indigo: card('#4338ca', 'Settings'),
  Teal: card('#0f766e', 'Settings'),
  Charcoal: card('#374151', 'Settings'),
};

/** A chat whose agent asks Claude's question with a preview on each option. */
function PreviewChat({ format, previews }: { format: PreviewFormat; previews: Record<string, string> }) {
  const [{ store, parts }] = useState(() => {
    const normalized = normalizeAskUser(
      {
        questions: [
          {
            id: 'settings_layout',
            header: 'Layout',
            question: 'Which layout should the settings page use?',
            options: Object.entries(previews).map(([label, preview]) => ({
              label,
              description: `The settings as ${label.toLowerCase()}`,
              preview,
            })),
          },
        ],
      },
      { contract: 'claude' },
    );
    if (!normalized.ok) throw new Error('the story’s question does not normalize');
    return {
      store: createQuestionStore(normalized.request, { clock: fixedClock() }),
      parts: { OptionPreview: optionPreview({ format }) },
    };
  });
  return (
    <ChatFrame
      store={store}
      parts={parts}
      onResolve={fn()}
      intro="The settings page needs a layout. Here is what each would look like."
    />
  );
}

const meta = {
  title: 'Components/OptionPreview',
  component: PreviewChat,
  parameters: {
    docs: {
      description: {
        component:
          'An option’s preview (Claude’s `AskUserQuestion` options may carry one): the preview of the option in focus, else the picked one, beside the options (below them on a phone). Markdown shows as text in a monospace block; HTML only inside a sandboxed frame with no scripts and no network.',
      },
    },
  },
} satisfies Meta<typeof PreviewChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Markdown previews (ASCII mockups): arrows move the preview with the focus. */
export const Markdown: Story = {
  args: { format: 'markdown', previews: MARKDOWN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Preview: Sidebar' })).toHaveTextContent('│ Profile │');
    await userEvent.click(canvas.getByRole('radio', { name: 'Tabs' }));
    await expect(await canvas.findByRole('region', { name: 'Preview: Tabs' })).toHaveTextContent(
      '│ Profile │ Billing │',
    );
  },
};

/** HTML previews, each in a sandboxed frame (no scripts, no same origin, no network). */
export const Html: Story = {
  args: { format: 'html', previews: HTML },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Teal' }));
    const frame = await canvas.findByTitle('Preview: Teal');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect((frame as HTMLIFrameElement).srcdoc).toContain('#0f766e');
  },
};
