import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesTh } from '../../src';
import { FORM_MESSAGES_TH } from '../../src/mcp';
import { connectDock, FormChat, type DockClient } from '../mcp/support/dock';
import { form } from '../mcp/support/schemas';
import { useServer, type UrlReceived } from '../mcp/support/server';

// How a form in McpFormDock ends other than by the person's Submit (the server gives up, the app
// stops the prompts), a form the dock cannot show, the Thai words, and a long list by keyboard: a
// real MCP server in this process, the SDK's Client bound to the prompts.

const dock = () => screen.queryByRole('region', { name: 'Form' });
const timeline = () => screen.getByRole('list', { name: 'Timeline' });
const email = form({ email: { type: 'string', title: 'Email', format: 'email' } }, ['email']);

describe("McpFormDock answering a real MCP server's forms", () => {
  const server = useServer('in-process');
  let client: DockClient;
  beforeEach(async () => {
    client = await connectDock(server());
  });
  afterEach(() => client.close());

  describe('the server gives up on a form the person is filling in', () => {
    it('ends it as not sent, keeping what was typed, which "Use as message" hands over', async () => {
      const user = userEvent.setup();
      const onUseDraft = vi.fn();
      render(<FormChat prompts={client.prompts} onUseDraft={onUseDraft} />);
      const toolCall = new AbortController();
      const called = client.call('elicit_form', { message: 'Invite', requestedSchema: email }, toolCall.signal);
      await user.type(await screen.findByRole('textbox', { name: 'Your answer for Email' }), 'ada@example.com');

      // The app stops the tool call: the server withdraws its elicitation (notifications/cancelled).
      toolCall.abort();
      await expect(called).rejects.toThrow();
      const record = await within(timeline()).findByRole('group', { name: 'Answer summary' });
      expect(dock()).not.toBeInTheDocument();
      expect(record).toHaveTextContent('Cancelled · Not sent');
      expect(record).toHaveTextContent('Email: ada@example.com');
      await user.click(within(record).getByRole('button', { name: 'Use as message' }));
      expect(onUseDraft).toHaveBeenCalledWith('My answers:\nEmail: ada@example.com');
    });
  });

  describe('the app stops the prompts (dispose)', () => {
    it('ends the open form and link as cancelled, and the dock shows neither', async () => {
      render(<FormChat prompts={client.prompts} />);
      const formCalled = client.call('elicit_form', { message: 'Invite', requestedSchema: email });
      const linkCalled = client.call<UrlReceived>('elicit_url', {
        message: 'Sign in to your calendar',
        url: 'https://calendar.example/sign-in',
      });
      await screen.findByRole('textbox', { name: 'Your answer for Email' });
      await screen.findByRole('region', { name: 'Team Calendar asks you to open a link' });

      act(() => client.prompts.dispose());
      expect(await formCalled).toEqual({ result: { action: 'cancel' } });
      expect((await linkCalled).received).toEqual({ result: { action: 'cancel' } });
      expect(dock()).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /open a link/ })).not.toBeInTheDocument();
    });
  });

  describe('a form outside the spec (a nested object)', () => {
    const nested = form({ address: { type: 'object', title: 'Address', properties: { city: { type: 'string' } } } });

    it('through the SDK Client: the Client itself refuses it to the server, and the dock never sees it', async () => {
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Where to?', requestedSchema: nested });
      expect(await called).toMatchObject({ error: { code: -32603, message: expect.stringContaining('address') } });
      expect(dock()).not.toBeInTheDocument();
      // The next form is shown and answered as usual.
      const user = userEvent.setup();
      const next = client.call('elicit_form', { message: 'Invite', requestedSchema: email });
      await user.type(await screen.findByRole('textbox', { name: 'Your answer for Email' }), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await next).toEqual({ result: { action: 'accept', content: { email: 'ada@example.com' } } });
    });

    it("through the prompts (as the AI SDK's client hands it on): refused with the reason, and the dock says so until dismissed", async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      // The params the server's elicitInput sends.
      const params = { mode: 'form', message: 'Where to?', requestedSchema: nested };
      await expect(client.prompts.ask(params)).rejects.toThrow(
        'The form cannot be shown: the field "address" is of a type a form cannot ask for ("object").',
      );
      expect(dock()).not.toBeInTheDocument();
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(
        'Team Calendar sent a form that cannot be shown here. It was told so, and nothing was sent.',
      );
      expect(within(notice).getByText('Where to?')).toBeInTheDocument();
      await user.click(within(notice).getByText('Details'));
      expect(within(notice).getByText(/the field "address" is of a type a form cannot ask for/)).toBeVisible();
      await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('a choice that takes a number of picks', () => {
    it('refuses too few picks in the panel, where the choice has no field of its own', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const topics = form({
        topics: {
          type: 'array',
          title: 'Topics',
          items: { type: 'string', enum: ['plan', 'review', 'demo'] },
          minItems: 2,
        },
      });
      const called = client.call('elicit_form', { message: 'Agenda', requestedSchema: topics });
      await user.click(await screen.findByRole('checkbox', { name: 'plan' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(within(dock()!).getByRole('alert')).toHaveTextContent('Choose at least 2.');
      await user.click(screen.getByRole('checkbox', { name: 'demo' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await called).toEqual({ result: { action: 'accept', content: { topics: ['plan', 'demo'] } } });
    });
  });

  describe('in Thai (FORM_MESSAGES_TH with the dock’s messagesTh)', () => {
    it('says who asks, the field, its limits, its problem and Decline in Thai', async () => {
      const user = userEvent.setup();
      const thai = await connectDock(server(), { messages: FORM_MESSAGES_TH });
      render(<FormChat prompts={thai.prompts} messages={messagesTh} />);
      const guests = form({ guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 10 } }, ['guests']);
      const called = thai.call('elicit_form', { message: 'จองห้องประชุม', requestedSchema: guests });

      const input = await screen.findByRole('textbox', { name: messagesTh.answerLabel('Guests') });
      const panel = screen.getByRole('region', { name: FORM_MESSAGES_TH.formLabel });
      expect(within(panel).getByText('Team Calendar ถาม')).toBeVisible();
      expect(within(panel).getByText('จองห้องประชุม')).toBeVisible();
      expect(within(panel).getByRole('button', { name: 'ยกเลิก' })).toBeVisible();
      expect(input).toHaveAccessibleDescription('ตั้งแต่ 1 ถึง 10');
      await user.type(input, '11');
      await user.click(within(panel).getByRole('button', { name: messagesTh.submit }));
      expect(input).toHaveAccessibleDescription('ตั้งแต่ 1 ถึง 10 กรอกไม่เกิน 10');

      await user.click(within(panel).getByRole('button', { name: 'ปฏิเสธ' }));
      expect(panel).toHaveTextContent('ปฏิเสธแบบฟอร์มนี้หรือไม่? คำตอบ 1 ข้อจะไม่ถูกส่ง');
      await user.click(within(panel).getByRole('button', { name: 'ปฏิเสธ' }));
      expect(await called).toEqual({ result: { action: 'decline' } });
      await thai.close();
    });
  });

  describe('a choice of 12 options', () => {
    const rooms = Array.from({ length: 12 }, (_, i) => `Room ${i + 1}`);
    const schema = form({ room: { type: 'string', title: 'Room', enum: rooms } }, ['room']);

    it('is answered by keyboard: the arrows reach every option, and Enter sends', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Book a room', requestedSchema: schema });
      await screen.findByRole('radio', { name: 'Room 1' });
      await user.keyboard('1');
      expect(screen.getByRole('radio', { name: 'Room 1' })).toHaveFocus();
      for (const room of rooms.slice(1)) {
        await user.keyboard('{ArrowDown}');
        expect(screen.getByRole('radio', { name: room })).toHaveFocus();
      }
      await user.keyboard(' ');
      expect(screen.getByRole('radio', { name: 'Room 12' })).toBeChecked();
      await user.keyboard('{Enter}');
      expect(await called).toEqual({ result: { action: 'accept', content: { room: 'Room 12' } } });
    });

    it('picks the first nine by digit, and its hint promises no more than those', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Book a room', requestedSchema: schema });
      await screen.findByRole('radio', { name: 'Room 1' });
      expect(dock()).toHaveTextContent('1–9 choose');
      expect(screen.getByRole('radio', { name: 'Room 9' })).toHaveAttribute('aria-keyshortcuts', '9');
      expect(screen.getByRole('radio', { name: 'Room 10' })).not.toHaveAttribute('aria-keyshortcuts');
      await user.keyboard('9');
      expect(screen.getByRole('radio', { name: 'Room 9' })).toBeChecked();
      await user.keyboard('{Enter}');
      expect(await called).toEqual({ result: { action: 'accept', content: { room: 'Room 9' } } });
    });
  });
});
