import type { Page } from 'playwright-core';
import type { ClientKind } from './support/clients';
import { startFormPageServer, type FormPage, type FormPageServer } from './support/form-page';
import { EVERY_KIND, EVERY_KIND_ANSWER, form } from './support/schemas';

// A person answers an MCP server's forms and links in McpFormDock, in Chromium: the page's own MCP
// client (the official SDK's, or the AI SDK's) talks streamable HTTP to a real SDK server on
// loopback, and each case checks what the server's tool received.

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
