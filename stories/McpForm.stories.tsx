// A whole MCP form in McpFormDock (who asks and why, the review, an answer the check refused,
// Decline), a server's link (URL mode), and Thai (one "Components/McpFormDock" entry with
// McpFormFields.stories.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messagesTh, type QuestionStore } from '../src/index';
import { FORM_MESSAGES_TH } from '../src/mcp';
import { EVERY_KIND } from '../test/mcp/support/schemas';
import { chatTextTh } from './support/Chat';
import { FormChat, formParams } from './support/FormChat';

const meta = {
  title: 'Components/McpFormDock',
  tags: ['autodocs'],
  component: FormChat,
  args: { server: 'Calendar', intro: 'Book a review with Ada on Friday.', onResult: fn(), params: {} },
} satisfies Meta<typeof FormChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The meeting form: an email (required), a day (optional), guests and a reminder with defaults. */
const meeting = formParams(
  'I found a free hour on Friday. A few details before I book it:',
  {
    email: { type: 'string', title: 'Email', description: 'Where should the invite go?', format: 'email' },
    day: { type: 'string', title: 'Day', description: 'Which day suits you?', format: 'date' },
    guests: { type: 'integer', title: 'Guests', description: 'How many people?', minimum: 1, maximum: 10, default: 2 },
    remind: { type: 'boolean', title: 'Reminder', description: 'Remind you the day before?', default: true },
  },
  ['day'],
);

/** The form on its review: the email typed, the optional day skipped, the others at their defaults. */
const reviewing = (email: string) => (form: QuestionStore | undefined) => {
  form?.setOther('f1', email);
  form?.skipQuestion('f2');
  form?.review();
};

/** What the server received, once it has. */
const received = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('status', { name: 'Server received' });

/** The whole form on its first field: "Calendar asks", Cancel, and the server's message above it. */
export const WholeForm: Story = {
  args: { params: meeting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Calendar asks')).toBeVisible();
    await expect(canvas.getByText(/I found a free hour on Friday/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** The review: every field's answer at a glance, the optional day skipped. */
export const Review: Story = {
  args: { params: meeting, prepare: reviewing('ada@example.com') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Check your answers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Email ada@example\.com/ })).toBeVisible();
  },
};

/** Submit from the review: the server gets the values (the choices' values, numbers as numbers), the skipped day left out. */
export const Submitted: Story = {
  args: { params: meeting, prepare: reviewing('ada@example.com') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await received(canvasElement)).toHaveTextContent(
      '{"action":"accept","content":{"email":"ada@example.com","guests":2,"remind":true}}',
    );
  },
};

/** An answer the check refused: Submit returns to the field, which says what is wrong. Nothing was sent. */
export const RefusedAnswer: Story = {
  args: { params: meeting, prepare: reviewing('ada.example.com') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    const field = await canvas.findByRole('textbox', { name: 'Your answer for Email' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Write an email address, like ada@example.com.');
    await expect(canvas.queryByRole('status', { name: 'Server received' })).not.toBeInTheDocument();
  },
};

/** Decline on a partly filled form asks first, "Keep answering" focused. */
export const DeclineAsksFirst: Story = {
  args: {
    params: meeting,
    prepare: (form) => {
      form?.setOther('f1', 'ada@example.com');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Decline the form\?/);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keep answering' })).toHaveFocus());
  },
};

/** Every kind of field a form may have (13), as one form: the stepper's row on a phone holds 13 steps. */
export const EveryKind: Story = {
  args: {
    params: { mode: 'form', message: 'Everything a form can ask, one field at a time.', requestedSchema: EVERY_KIND },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1/13')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Question \d+ of 13/ })).toHaveLength(13);
  },
};

const link = {
  mode: 'url',
  message: 'Sign in to your calendar, so I can see when you are free.',
  url: 'https://calendar.example.com/oauth/authorize?client_id=dock&scope=events',
  elicitationId: 'sign-in-1',
};

/** A server's link (URL mode) above the composer: where it goes, and Open / Decline / Cancel. */
export const Link: Story = {
  args: { params: link },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Calendar asks you to open a link' });
    const open = within(panel).getByRole('link', { name: 'Open' });
    await expect(open).toHaveAttribute('href', link.url);
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(panel).getByText('https://calendar.example.com')).toBeVisible();
  },
};

/** The link once opened: the server heard accept, and finishes the step when the person is done there. */
export const LinkOpened: Story = {
  args: { params: link, prepare: (_form, prompts) => prompts.links.getState()[0]?.open() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Opened in a new tab. This closes when you finish there.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(await received(canvasElement)).toHaveTextContent('{"action":"accept"}');
  },
};

/** The meeting form in Thai: the dock's words, the form's, and the server's own text. */
export const Thai: Story = {
  args: {
    server: 'ปฏิทิน',
    intro: 'จองเวลารีวิวกับเอด้าวันศุกร์',
    messages: messagesTh,
    formMessages: FORM_MESSAGES_TH,
    text: chatTextTh,
    params: formParams('ฉันเจอเวลาว่างหนึ่งชั่วโมงวันศุกร์ ขอรายละเอียดก่อนจอง:', {
      guests: { type: 'integer', title: 'ผู้เข้าร่วม', description: 'มากี่คน?', minimum: 1, maximum: 10 },
      remind: { type: 'boolean', title: 'เตือนความจำ', description: 'เตือนล่วงหน้าหนึ่งวันไหม?', default: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ปฏิทิน ถาม')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยกเลิก' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ปฏิเสธ' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /ผู้เข้าร่วม/ })).toHaveAccessibleDescription('ตั้งแต่ 1 ถึง 10');
  },
};
