import type { Locator, Page } from 'playwright-core';
import type { ClientKind } from './support/clients';
import { startFormPageServer, type FormPage, type FormPageServer } from './support/form-page';
import { EVERY_KIND, EVERY_KIND_ANSWER, form } from './support/schemas';

// A person answers an MCP server's forms and links in McpFormDock, in Chromium: the page's own MCP
// client (the official SDK's, or the AI SDK's) talks streamable HTTP to a real SDK server on
// loopback, and each case checks what the server's tool received.

// A page load and a person's steps through Vite's dev server take seconds, more on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let pages: FormPageServer;
let page: FormPage | undefined;

beforeAll(async () => {
  pages = await startFormPageServer();
});

afterAll(async () => {
  await pages?.close();
});

afterEach(async () => {
  await page?.close();
  page = undefined;
});

async function open(kind: ClientKind): Promise<FormPage> {
  page = await pages.open(kind);
  return page;
}

const message = 'Plan the team meeting';

/** A field's input, by the label the dock gives it. */
const field = (tab: Page, header: string) => tab.getByLabel(`Your answer for ${header}`);

const next = (tab: Page) => tab.getByRole('button', { name: 'Next' }).click();

/**
 * EVERY_KIND_ANSWER entered as a person does, field by field: typed, picked and toggled; Teams
 * (`web` by default) gets iOS too, or, with `skipTeams`, Skip question.
 */
async function fillEveryKind(tab: Page, { skipTeams = false } = {}): Promise<void> {
  await field(tab, 'Email').fill('ada@example.com');
  await next(tab);
  await field(tab, 'Homepage').fill('https://example.com/ada');
  await next(tab);
  await field(tab, 'day').fill('2026-03-14');
  await next(tab);
  // The person's own clock: 09:30 in Bangkok.
  await field(tab, 'startsAt').fill('2026-03-14T09:30');
  await next(tab);
  expect(await field(tab, 'note').inputValue()).toBe('See you');
  await field(tab, 'note').fill('Bring slides');
  await next(tab);
  expect(await field(tab, 'Guests').inputValue()).toBe('2');
  await field(tab, 'Guests').fill('4');
  await next(tab);
  await field(tab, 'budget').fill('12.75');
  await next(tab);
  expect(await tab.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
  await tab.getByRole('radio', { name: 'No' }).click();
  await next(tab);
  await tab.getByRole('radio', { name: 'south' }).click();
  await next(tab);
  await tab.getByRole('radio', { name: 'Urgent' }).click();
  await next(tab);
  await tab.getByRole('radio', { name: 'Afternoon' }).click();
  await next(tab);
  await tab.getByRole('checkbox', { name: 'plan' }).click();
  await tab.getByRole('checkbox', { name: 'demo' }).click();
  await next(tab);
  expect(await tab.getByRole('checkbox', { name: 'Web' }).isChecked()).toBe(true);
  if (skipTeams) await tab.getByRole('button', { name: 'Skip question' }).click();
  else await tab.getByRole('checkbox', { name: 'iOS' }).click();
}

/** EVERY_KIND_ANSWER as the page sends it: the date-time in the person's zone (+07:00). */
const everyKindSent = { ...EVERY_KIND_ANSWER, startsAt: '2026-03-14T09:30:00+07:00' };

it('SDK client: every field kind entered, Teams skipped, one answer changed on the review; the tool gets exactly that content', async () => {
  const { tab, call, received } = await open('sdk');
  call('elicit_form', { message, requestedSchema: EVERY_KIND });
  await tab.getByText('Team Calendar asks').waitFor();
  await tab.getByText(message).waitFor();
  await fillEveryKind(tab, { skipTeams: true });
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByText('Check your answers').waitFor();
  await tab.getByRole('button', { name: /^Guests 4/ }).click();
  await field(tab, 'Guests').fill('6');
  await tab.getByRole('button', { name: 'Review' }).click();
  expect(await tab.getByRole('button', { name: /^Teams/ }).textContent()).toBe('Teams Skipped Change');
  await tab.getByRole('button', { name: 'Submit' }).click();
  const { teams: _skipped, ...sent } = everyKindSent;
  expect(await received()).toEqual({ result: { action: 'accept', content: { ...sent, guests: 6 } } });
});

it('AI SDK client: every field kind entered and sent from the review; the tool gets exactly EVERY_KIND_ANSWER, the date-time with its zone', async () => {
  const { tab, call, received } = await open('ai-sdk');
  call('elicit_form', { message, requestedSchema: EVERY_KIND });
  await tab.getByText('Team Calendar asks').waitFor();
  await fillEveryKind(tab);
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await received()).toEqual({ result: { action: 'accept', content: everyKindSent } });
});

const invite = form(
  {
    email: { type: 'string', title: 'Email', format: 'email' },
    budget: { type: 'number', title: 'Budget', maximum: 99.5 },
  },
  ['email', 'budget'],
);

/** How a field marks itself: `aria-invalid`, and the texts it is described by (its limits, then its problem). */
const markOf = (input: Locator) =>
  input.evaluate((element) => ({
    invalid: element.getAttribute('aria-invalid'),
    description: (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  }));

it('a bad email and a number over its maximum: each problem shows at its field, nothing is sent until both are fixed', async () => {
  const { tab, call, received } = await open('sdk');
  call('elicit_form', { message, requestedSchema: invite });
  await field(tab, 'Email').fill('ada@');
  await next(tab);
  await field(tab, 'Budget').fill('120');
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  const email = field(tab, 'Email');
  await tab.getByRole('alert').filter({ hasText: 'Write an email address, like ada@example.com.' }).waitFor();
  expect(await markOf(email)).toEqual({
    invalid: 'true',
    description: 'Write an email address, like ada@example.com.',
  });
  await email.fill('ada@example.com');
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  const budget = field(tab, 'Budget');
  await tab.getByRole('alert').filter({ hasText: 'Write 99.5 or less.' }).waitFor();
  expect(await markOf(budget)).toEqual({ invalid: 'true', description: 'Up to 99.5. Write 99.5 or less.' });
  await budget.fill('99.5');
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  // The server takes one reply to its request: had a Submit above sent anything, this would not be it.
  expect(await received()).toEqual({
    result: { action: 'accept', content: { email: 'ada@example.com', budget: 99.5 } },
  });
});

const contact = form(
  {
    name: { type: 'string', title: 'Name' },
    phone: { type: 'string', title: 'Phone', description: 'A number to call, if you like' },
  },
  ['name'],
);

it('a required field left blank is said by its name; an optional one left blank is left out; no countdown', async () => {
  const { tab, call, received } = await open('sdk');
  call('elicit_form', { message, requestedSchema: contact });
  await field(tab, 'Name').waitFor();
  // The server keeps the time: the dock shows no deadline of its own.
  expect(await tab.getByRole('timer').count()).toBe(0);
  await next(tab);
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  await tab.getByRole('alert').filter({ hasText: '“Name” is required.' }).waitFor();
  await field(tab, 'Name').fill('Ada');
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await received()).toEqual({ result: { action: 'accept', content: { name: 'Ada' } } });
});

const rooms = form({ room: { type: 'string', title: 'Room', enum: ['north', 'south'] } }, ['room']);

it('Decline on a form with a pick asks first, then the tool gets decline', async () => {
  const { tab, call, received } = await open('sdk');
  call('elicit_form', { message, requestedSchema: rooms });
  await tab.getByRole('radio', { name: 'south' }).click();
  await tab.getByRole('button', { name: 'Decline' }).click();
  await tab.getByText('Decline the form? Your answer will not be sent.').waitFor();
  await tab.getByRole('button', { name: 'Decline' }).click();
  expect(await received()).toEqual({ result: { action: 'decline' } });
});

it('the form’s Cancel: the tool gets cancel', async () => {
  const { tab, call, received } = await open('sdk');
  call('elicit_form', { message, requestedSchema: rooms });
  await tab.getByRole('radio', { name: 'south' }).click();
  await tab.getByRole('button', { name: 'Cancel' }).click();
  expect(await received()).toEqual({ result: { action: 'cancel' } });
});

it('Escape only collapses the form: nothing is sent, and the person sends their pick later', async () => {
  const { tab, call, received } = await open('ai-sdk');
  call('elicit_form', { message, requestedSchema: rooms });
  await tab.getByRole('radio', { name: 'south' }).click();
  await tab.keyboard.press('Escape');
  await tab.getByRole('button', { name: 'Show question' }).click();
  expect(await tab.getByRole('radio', { name: 'south' }).isChecked()).toBe(true);
  await tab.getByRole('button', { name: 'Submit' }).click();
  // The one reply the request takes: Escape sent none.
  expect(await received()).toEqual({ result: { action: 'accept', content: { room: 'south' } } });
});

it('the server times out while the person answers: the form ends as not sent, and their answers can go in a message', async () => {
  const { tab, call, received } = await open('sdk');
  // Long enough for the two entries below; the test then waits for the dock, not for the clock.
  call('elicit_form', { message, requestedSchema: invite, timeoutMs: 4000 });
  await field(tab, 'Email').fill('ada@example.com');
  await next(tab);
  await field(tab, 'Budget').fill('12');
  const summary = tab.getByRole('group', { name: 'Answer summary' });
  await summary.getByText('Cancelled · Not sent').waitFor();
  expect(await field(tab, 'Budget').count()).toBe(0);
  await summary.getByRole('button', { name: 'Use as message' }).click();
  expect(await tab.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
    'My answers:\nEmail: ada@example.com\nBudget: 12',
  );
  expect(await received()).toEqual({
    error: { code: -32001, message: 'MCP error -32001: Request timed out', data: { timeout: 4000 } },
  });
});

describe('a link (URL mode, SDK client)', () => {
  const linkMessage = 'Sign in to share your calendar';
  const url = () => `${pages.origin}/sign-in.html?state=abc`;
  const panel = (tab: Page) => tab.getByRole('region', { name: 'Team Calendar asks you to open a link' });

  it('shows the message and where it goes; Open opens it in a new tab with no opener, and the panel closes once the server is done', async () => {
    const { tab, call, received, server } = await open('sdk');
    call('elicit_url', { message: linkMessage, url: url() });
    const link = panel(tab);
    await link.getByText(linkMessage).waitFor();
    expect(await link.getByText(`${pages.origin}/sign-in.html`, { exact: true }).isVisible()).toBe(true);
    const [popup] = await Promise.all([tab.waitForEvent('popup'), link.getByRole('link', { name: 'Open' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(url());
    expect(await popup.title()).toBe('Sign in · Team Calendar');
    // Chromium gives a new tab no opener by default; the referrer shows the link's own rel="noreferrer".
    expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
      opener: null,
      referrer: '',
    });
    await link.getByText('Opened in a new tab. This closes when you finish there.').waitFor();
    const elicitationId = await server.linksSent.next(() => true);
    server.finishUrl(elicitationId);
    await link.waitFor({ state: 'detached' });
    expect(await received()).toEqual({ elicitationId, received: { result: { action: 'accept' } } });
  });

  it('Decline, then on the next link Cancel: the tool gets each, and the panel goes away', async () => {
    const { tab, call, received } = await open('sdk');
    call('elicit_url', { message: linkMessage, url: url() });
    await panel(tab).getByRole('button', { name: 'Decline' }).click();
    expect(await received()).toEqual({
      elicitationId: expect.any(String),
      received: { result: { action: 'decline' } },
    });
    await panel(tab).waitFor({ state: 'detached' });
    call('elicit_url', { message: linkMessage, url: url() });
    await panel(tab).getByRole('button', { name: 'Cancel' }).click();
    expect(await received()).toEqual({ elicitationId: expect.any(String), received: { result: { action: 'cancel' } } });
    await panel(tab).waitFor({ state: 'detached' });
  });
});
