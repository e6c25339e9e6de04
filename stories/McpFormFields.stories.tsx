// An MCP server's form in McpFormDock, one story per kind of field (one "Components/McpFormDock"
// entry with McpForm.stories.tsx): each a one-field form, as a server sends it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localOf } from '../src/mcp-react/field-input';
import { FormChat, formParams } from './support/FormChat';

const meta = {
  title: 'Components/McpFormDock',
  tags: ['autodocs'],
  component: FormChat,
  parameters: {
    docs: {
      description: {
        component:
          'The dock for MCP elicitations (`question-dock/mcp/react`): each form a server sends, one field at a time. A choice shows its titles and sends its values, a boolean is Yes / No, and text, email, URL, date, date-time and numbers get their own input with their limits said under it. Optional fields may be skipped; Decline is the person’s no to the whole form, Cancel leaves it unanswered. What the server received shows in the timeline.',
      },
    },
  },
  args: { server: 'Calendar', intro: 'Book a review with Ada on Friday.', onResult: fn(), params: {} },
} satisfies Meta<typeof FormChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const CITIES = [
  'Amsterdam',
  'Athens',
  'Bangkok',
  'Berlin',
  'Buenos Aires',
  'Cairo',
  'Chicago',
  'Dubai',
  'Lagos',
  'Lima',
  'London',
  'Mumbai',
  'Nairobi',
  'Seoul',
  'Sydney',
];

/** A field's input, by its label. */
const input = (canvasElement: HTMLElement, header: string) =>
  within(canvasElement).findByRole('textbox', { name: `Your answer for ${header}` });

/** A single choice of titled values (`oneOf`): the titles show, the values are what the server gets. */
export const SingleChoice: Story = {
  args: {
    params: formParams('How urgent is the review?', {
      priority: {
        type: 'string',
        title: 'Priority',
        oneOf: [
          { const: 'p1', title: 'Urgent' },
          { const: 'p2', title: 'Normal' },
          { const: 'p3', title: 'Whenever you can' },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Urgent' }));
    await expect(canvas.getByRole('radio', { name: 'Urgent' })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /Other/ })).not.toBeInTheDocument();
  },
};

/** The key cap a row shows (its `::after`), or `none`. */
const capOf = (radio: HTMLElement) => getComputedStyle(radio.closest('.qd-option') ?? radio, '::after').content;

/** A long single choice (15 values, `enum`): the list scrolls inside the panel; keys go to 9. */
export const LongChoice: Story = {
  args: {
    params: formParams('Which office should host the review?', {
      office: { type: 'string', title: 'Office', enum: CITIES },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('radio')).toHaveLength(15);
    await userEvent.click(canvas.getByRole('radio', { name: 'Bangkok' }));
    await expect(canvas.getByRole('radio', { name: 'Bangkok' })).toBeChecked();
    await expect(capOf(canvas.getByRole('radio', { name: 'Lagos' }))).not.toBe('none');
    await expect(capOf(canvas.getByRole('radio', { name: 'Lima' }))).toBe('none');
  },
};

/** A multiple choice with `minItems` and `maxItems` (1 to 2): two picked. */
export const MultipleChoice: Story = {
  args: {
    params: formParams('What should the review cover?', {
      topics: {
        type: 'array',
        title: 'Topics',
        description: 'Pick one or two topics',
        minItems: 1,
        maxItems: 2,
        items: {
          anyOf: [
            { const: 'plan', title: 'Planning' },
            { const: 'review', title: 'Code review' },
            { const: 'demo', title: 'Demo' },
            { const: 'retro', title: 'Retrospective' },
          ],
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Planning' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Demo' }));
    await expect(canvas.getByRole('checkbox', { name: 'Demo' })).toBeChecked();
  },
};

/** A boolean: Yes / No, its `default` (true) already picked, no "Other" row. */
export const YesNo: Story = {
  args: {
    params: formParams('Should I remind you the day before?', {
      remind: { type: 'boolean', title: 'Reminder', default: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** Text with `minLength` and `maxLength`: the limits said under the field, and read with it. */
export const TextWithLimits: Story = {
  args: {
    params: formParams('What is the review about?', {
      subject: { type: 'string', title: 'Subject', minLength: 2, maxLength: 40 },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await input(canvasElement, 'Subject');
    await expect(field).toHaveAccessibleDescription('2 to 40 characters.');
    await userEvent.type(field, 'Checkout redesign');
    await expect(field).toHaveValue('Checkout redesign');
  },
};

/** An email (`format: "email"`): the email keyboard and the browser's saved addresses. */
export const Email: Story = {
  args: {
    params: formParams('Where should the invite go?', {
      email: { type: 'string', title: 'Email', description: 'Where the invite goes', format: 'email' },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await input(canvasElement, 'Email');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'ada@example.com');
  },
};

/** A URL (`format: "uri"`). */
export const Url: Story = {
  args: {
    params: formParams('Which document should we review?', {
      doc: { type: 'string', title: 'Document', format: 'uri' },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await input(canvasElement, 'Document');
    await expect(field).toHaveAttribute('type', 'url');
    await userEvent.type(field, 'https://example.com/checkout-spec');
  },
};

/** A date (`format: "date"`), its `default` filled in. */
export const DateField: Story = {
  name: 'Date',
  args: {
    params: formParams('Which day suits you?', {
      day: { type: 'string', title: 'Day', format: 'date', default: '2026-03-13' },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByLabelText('Your answer for Day');
    await expect(field).toHaveAttribute('type', 'date');
    await expect(field).toHaveValue('2026-03-13');
  },
};

/** A date and time (`format: "date-time"`): shown in the person's own zone, sent with it. */
export const DateTime: Story = {
  args: {
    params: formParams('When should the review start?', {
      startsAt: { type: 'string', title: 'Start', format: 'date-time', default: '2026-03-13T09:30:00Z' },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByLabelText('Your answer for Start');
    await expect(field).toHaveAttribute('type', 'datetime-local');
    await expect(field).toHaveValue(localOf('2026-03-13T09:30:00Z'));
  },
};

/** A number with `minimum` and `maximum`: the range under the field, the decimal keyboard. */
export const NumberWithBounds: Story = {
  args: {
    params: formParams('How many hours should I book?', {
      hours: { type: 'number', title: 'Hours', minimum: 0.5, maximum: 8 },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await input(canvasElement, 'Hours');
    await expect(field).toHaveAccessibleDescription('From 0.5 to 8.');
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(field, '1.5');
  },
};

/** An integer with bounds, its `default` filled in: the digits-only keyboard. */
export const Integer: Story = {
  args: {
    params: formParams('How many people are coming?', {
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 10, default: 2 },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = await input(canvasElement, 'Guests');
    await expect(field).toHaveValue('2');
    await expect(field).toHaveAccessibleDescription('From 1 to 10.');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  },
};
