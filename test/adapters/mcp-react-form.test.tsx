import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { connectDock, FormChat, type DockClient } from '../mcp/support/dock';
import { EVERY_KIND, EVERY_KIND_ANSWER, form } from '../mcp/support/schemas';
import { useServer } from '../mcp/support/server';

// A real MCP server's form (the SDK's McpServer in this process, the SDK's Client bound to the
// prompts) answered in McpFormDock as a person does: what they see at each field, and what the
// server's tool receives.

const dock = () => screen.getByRole('region', { name: 'Form' });
const field = (header: string) => screen.getByLabelText(`Your answer for ${header}`);
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Submits from the last field: through the review when the form has one. */
async function submit(user: UserEvent) {
  const review = screen.queryByRole('button', { name: 'Review' });
  if (review) await user.click(review);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe("McpFormDock answering a real MCP server's forms", () => {
  const server = useServer('in-process');
  let client: DockClient;
  const zone = process.env['TZ'];
  beforeAll(() => {
    // A date-time is sent with the person's zone: a fixed one, so the content is known.
    process.env['TZ'] = 'Asia/Bangkok';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });
  beforeEach(async () => {
    client = await connectDock(server());
  });
  afterEach(() => client.close());

  describe('a form with every kind of field', () => {
    it('says who asks and why, gives each field its input, its limits and its default, and sends what was typed', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Plan the review meeting', requestedSchema: EVERY_KIND });

      const email = await screen.findByRole('textbox', { name: 'Your answer for Email' });
      expect(within(dock()).getByText('Team Calendar asks')).toBeVisible();
      expect(within(dock()).getByText('Plan the review meeting')).toBeVisible();
      expect(within(dock()).getByText('Where the invite goes')).toBeVisible();
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toHaveAttribute('aria-required', 'true');
      await user.type(email, EVERY_KIND_ANSWER.email);
      await next(user);

      const homepage = field('Homepage');
      expect(homepage).toHaveAttribute('type', 'url');
      expect(homepage).not.toHaveAttribute('aria-required');
      await user.type(homepage, EVERY_KIND_ANSWER.homepage);
      await next(user);

      expect(field('day')).toHaveAttribute('type', 'date');
      await user.type(field('day'), EVERY_KIND_ANSWER.day);
      await next(user);

      // The person's clock: 16:30 in Bangkok is 09:30 UTC.
      expect(field('startsAt')).toHaveAttribute('type', 'datetime-local');
      await user.type(field('startsAt'), '2026-03-14T16:30');
      expect(field('startsAt')).toHaveValue('2026-03-14T16:30');
      await next(user);

      const note = field('note');
      expect(note.tagName).toBe('TEXTAREA');
      expect(note).toHaveValue('See you');
      expect(note).toHaveAccessibleDescription('2 to 20 characters.');
      await user.clear(note);
      await user.type(note, EVERY_KIND_ANSWER.note);
      await next(user);

      // No number below zero: the phone's number pad, which has no minus.
      const guests = field('Guests');
      expect(guests).toHaveAttribute('inputmode', 'numeric');
      expect(guests).toHaveValue('2');
      expect(guests).toHaveAccessibleDescription('From 1 to 10.');
      await user.clear(guests);
      await user.type(guests, String(EVERY_KIND_ANSWER.guests));
      await next(user);

      const budget = field('budget');
      expect(budget).toHaveAttribute('inputmode', 'decimal');
      expect(budget).toHaveAccessibleDescription('From 0.5 to 99.5.');
      await user.type(budget, String(EVERY_KIND_ANSWER.budget));
      await next(user);

      expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'No' }));
      await next(user);
      await user.click(screen.getByRole('radio', { name: 'south' }));
      await next(user);
      expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Urgent' }));
      await next(user);
      await user.click(screen.getByRole('radio', { name: 'Afternoon' }));
      await next(user);
      await user.click(screen.getByRole('checkbox', { name: 'plan' }));
      await user.click(screen.getByRole('checkbox', { name: 'demo' }));
      await next(user);
      expect(screen.getByRole('checkbox', { name: 'Web' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'iOS' }));
      await submit(user);

      expect(await called).toEqual({
        result: { action: 'accept', content: { ...EVERY_KIND_ANSWER, startsAt: '2026-03-14T16:30:00+07:00' } },
      });
      expect(screen.queryByRole('region', { name: 'Form' })).not.toBeInTheDocument();
    });

    it('gives a number field that takes negatives the keyboard with a minus', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const schema = form({ offset: { type: 'integer', title: 'Offset', minimum: -5 }, ratio: { type: 'number' } });
      const called = client.call('elicit_form', { message: 'Tune it', requestedSchema: schema });
      const offset = await screen.findByRole('textbox', { name: 'Your answer for Offset' });
      expect(offset).toHaveAttribute('inputmode', 'text');
      expect(offset).toHaveAccessibleDescription('-5 or more.');
      await next(user);
      expect(field('ratio')).toHaveAttribute('inputmode', 'text');
      expect(field('ratio')).not.toHaveAccessibleDescription();
      await user.click(within(dock()).getByRole('button', { name: 'Cancel' }));
      expect(await called).toEqual({ result: { action: 'cancel' } });
    });
  });

  describe('an answer the server would refuse', () => {
    const schema = form(
      {
        email: { type: 'string', title: 'Email', format: 'email' },
        guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 10 },
      },
      ['email', 'guests'],
    );

    it('is refused at Submit and said at its field; nothing is sent until it is fixed, then what was typed is', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Invite', requestedSchema: schema });
      await user.type(await screen.findByRole('textbox', { name: 'Your answer for Email' }), 'ada@');
      await next(user);
      await user.type(field('Guests'), '11');
      await submit(user);

      // Back at the first field the server would refuse, with what is wrong said there.
      const email = field('Email');
      const problem = within(dock()).getByRole('alert');
      expect(problem).toHaveTextContent('Write an email address, like ada@example.com.');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Write an email address, like ada@example.com.');
      expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);

      await user.type(email, 'example.com');
      await submit(user);
      const guests = field('Guests');
      expect(guests).toHaveAttribute('aria-invalid', 'true');
      expect(guests).toHaveAccessibleDescription('From 1 to 10. Write 10 or less.');
      expect(email).not.toBeInTheDocument();

      await user.clear(guests);
      await user.type(guests, '4');
      await submit(user);
      // One request, one reply: had the refused answers gone out, the server would have failed the request.
      expect(await called).toEqual({ result: { action: 'accept', content: { email: 'ada@example.com', guests: 4 } } });
    });
  });

  describe("a form's optional fields and defaults", () => {
    it('sends a default as given, and leaves out a field the person skips', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const schema = form(
        {
          name: { type: 'string', title: 'Name', default: 'Ada' },
          homepage: { type: 'string', title: 'Homepage', format: 'uri' },
        },
        ['name'],
      );
      const called = client.call('elicit_form', { message: 'Your profile', requestedSchema: schema });
      expect(await screen.findByRole('textbox', { name: 'Your answer for Name' })).toHaveValue('Ada');
      expect(screen.queryByRole('button', { name: 'Skip question' })).not.toBeInTheDocument();
      await next(user);
      await user.type(field('Homepage'), 'https://ada.example');
      await user.click(screen.getByRole('button', { name: 'Skip question' }));
      await submit(user);
      expect(await called).toEqual({ result: { action: 'accept', content: { name: 'Ada' } } });
    });
  });

  describe('the person says no, or leaves the form', () => {
    const schema = form({ room: { type: 'string', title: 'Room', enum: ['north', 'south'] } }, ['room']);

    it('Decline (in place of Skip) declines the form at once when nothing is answered', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Book a room', requestedSchema: schema });
      await screen.findByRole('radio', { name: 'north' });
      expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
      await user.click(within(dock()).getByRole('button', { name: 'Decline' }));
      expect(await called).toEqual({ result: { action: 'decline' } });
    });

    it('Decline asks first when answers would be lost, then declines', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Book a room', requestedSchema: schema });
      await user.click(await screen.findByRole('radio', { name: 'south' }));
      await user.click(within(dock()).getByRole('button', { name: 'Decline' }));
      expect(dock()).toHaveTextContent('Decline the form? Your answer will not be sent.');
      await user.click(within(dock()).getByRole('button', { name: 'Decline' }));
      expect(await called).toEqual({ result: { action: 'decline' } });
    });

    it("the intro's Cancel ends the form unanswered, neither accepted nor declined", async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const called = client.call('elicit_form', { message: 'Book a room', requestedSchema: schema });
      await user.click(await screen.findByRole('radio', { name: 'south' }));
      await user.click(within(dock()).getByRole('button', { name: 'Cancel' }));
      expect(await called).toEqual({ result: { action: 'cancel' } });
      expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent('Cancelled · Not sent');
    });

    it('Escape only minimizes: nothing is sent, and the answer is there when the form opens again', async () => {
      const user = userEvent.setup();
      render(<FormChat prompts={client.prompts} />);
      const text = form({ note: { type: 'string', title: 'Note' } }, ['note']);
      const called = client.call('elicit_form', { message: 'Leave a note', requestedSchema: text });
      await user.type(await screen.findByRole('textbox', { name: 'Your answer for Note' }), 'Back at 3');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox', { name: 'Your answer for Note' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show question' }));
      expect(field('Note')).toHaveValue('Back at 3');
      await submit(user);
      expect(await called).toEqual({ result: { action: 'accept', content: { note: 'Back at 3' } } });
    });
  });
});
