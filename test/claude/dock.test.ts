import type { Locator, Page } from 'playwright-core';
import { startChatServer, type Chat, type ChatOptions, type ChatServer } from './support/chat-page';
import {
  chose,
  color,
  fourQuestions,
  htmlLayout,
  layout,
  NO_ANSWER,
  size,
  skippedQuestion,
  toppings,
  wrote,
} from './support/questions';
import { expectInterruptedThen, toolResult } from './support/scenario';

// A person answers Claude's AskUserQuestion in the real dock (AskUserQuestionDock), in Chromium: the
// real CLI asks through the bridge's canUseTool (in Node), the page (test/claude/page, React, served
// by Vite) shows it with the page end, and what the person does there reaches the model as the CLI
// writes it.

let server: ChatServer;
let chat: Chat | undefined;

beforeAll(async () => {
  server = await startChatServer();
});

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  await chat?.close();
  chat = undefined;
});

/** The page open in a tab (or several), linked to the bridge in Node, and the CLI asking `input`. */
async function open(input: unknown, options?: ChatOptions): Promise<Chat> {
  chat = await server.open(input, options);
  return chat;
}

/** Once `target` has focus (the dock moves focus to a question after it lays it out). */
const focused = (tab: Page, target: Locator): Promise<void> => target.and(tab.locator(':focus')).waitFor();

/** The text of the tab's answer summary, once it shows. */
async function summaryIn(tab: Page): Promise<string | null> {
  const summary = tab.getByRole('group', { name: 'Answer summary' });
  await summary.waitFor();
  return summary.textContent();
}

it('the person picks and submits in the dock; the model reads their answer', async () => {
  const opened = await open({ questions: [color] });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Blue/ }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(toolResult(opened.toolUseId, chose('"Which color?"="Blue"')));
  expect(await summaryIn(tab)).toContain('Choice: Blue');
});

it('four questions, answered by clicks and digits, checked on the review step and sent', async () => {
  const opened = await open({ questions: fourQuestions });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Blue/ }).click();
  await tab.keyboard.press('Enter');
  // A digit picks and shows the next question, whose first option takes focus.
  await focused(tab, tab.getByRole('radio', { name: /Small/ }));
  await tab.keyboard.press('1');
  await focused(tab, tab.getByRole('radio', { name: /Light/ }));
  await tab.keyboard.press('2');
  await tab.getByRole('radio', { name: /Gloss/ }).click();
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(
      opened.toolUseId,
      chose('"Which color?"="Blue", "Which size?"="Small", "Which shade?"="Dark", "Which finish?"="Gloss"'),
    ),
  );
  expect(await summaryIn(tab)).toBe('You answeredColor: BlueSize: SmallShade: DarkFinish: Gloss');
});

it("multi-select with the person's own text: two toppings checked and Other typed, read as written", async () => {
  const opened = await open({ questions: [toppings] });
  const { tab } = opened;
  await tab.getByRole('checkbox', { name: /Cheese/ }).click();
  await tab.getByRole('checkbox', { name: /Basil/ }).click();
  await tab.getByRole('textbox', { name: 'Your own answer for Choice' }).fill('Anchovies');
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(opened.toolUseId, wrote('"Which toppings?"="Cheese, Basil, Anchovies"')),
  );
  expect(await summaryIn(tab)).toContain('Choice: Cheese, Basil, Anchovies');
});

it('previews by keyboard: the arrow shows the next option’s preview, a digit picks another; the model reads the one picked', async () => {
  const opened = await open({ questions: [layout] });
  const { tab } = opened;
  expect(await tab.getByRole('region', { name: 'Preview: Grid' }).innerText()).toBe('[a][b]\n[c][d]');
  await tab.getByRole('radio', { name: /Grid/ }).focus();
  // The preview follows focus: the arrow's option shows, whether or not the arrow also checked it.
  await tab.keyboard.press('ArrowDown');
  expect(await tab.getByRole('region', { name: 'Preview: List' }).innerText()).toBe('[a]\n[b]');
  await tab.keyboard.press('1');
  await tab.getByRole('radio', { name: /Grid/, checked: true }).waitFor();
  expect(await tab.getByRole('region', { name: 'Preview: Grid' }).innerText()).toBe('[a][b]\n[c][d]');
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(opened.toolUseId, chose('"Which layout?"="Grid" selected preview:\n[a][b]\n[c][d]')),
  );
  expect(await summaryIn(tab)).toBe('You answeredLayout: Grid');
});

it('a note on the answer: the model reads it after the answer', async () => {
  const opened = await open({ questions: [color] });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Red/ }).click();
  await tab.getByRole('button', { name: 'Add a note' }).click();
  await tab.getByRole('textbox', { name: 'Note' }).fill('A darker shade');
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(opened.toolUseId, wrote('"Which color?"="Red" notes: A darker shade')),
  );
  expect(await summaryIn(tab)).toContain('Choice: Red (Note: A darker shade)');
});

it('Skip question on the second of two: the model reads the first answer and that question 2 was skipped', async () => {
  const opened = await open({ questions: [color, size] });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Blue/ }).click();
  await tab.getByRole('button', { name: 'Next' }).click();
  await tab.getByRole('button', { name: 'Skip question' }).click();
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(opened.toolUseId, wrote('"Which color?"="Blue"') + skippedQuestion(2)),
  );
  expect(await summaryIn(tab)).toBe('You answeredChoice: BlueChoice: Skipped');
});

it('Skip with nothing answered skips at once: the model reads that the person did not answer', async () => {
  const opened = await open({ questions: [color, size] });
  const { tab } = opened;
  await tab.getByRole('button', { name: 'Skip', exact: true }).click();
  expect(await opened.toolResultRead()).toEqual(toolResult(opened.toolUseId, NO_ANSWER));
  expect(await summaryIn(tab)).toBe('SkippedChoice, Choice');
});

it('the person minimizes the dock and writes in the chat instead: the model reads no answer, then their message', async () => {
  const opened = await open({ questions: [color] });
  const { tab, api, session, toolUseId } = opened;
  await tab.getByRole('radio', { name: /Red/ }).click();
  // Escape minimizes the dock to its bar, and the composer shows again.
  await tab.keyboard.press('Escape');
  await tab.getByRole('button', { name: 'Show question' }).waitFor();
  const message = tab.getByRole('textbox', { name: 'Message' });
  await message.fill('Neither, I want green.');
  await tab.getByRole('button', { name: 'Send' }).click();
  expect(await summaryIn(tab)).toBe('SkippedChoice');
  expect(await message.inputValue()).toBe('');
  expect(await opened.toolResultRead()).toEqual(toolResult(toolUseId, NO_ANSWER));
  // The next turn: the message the page handed on once the question had its answer.
  const before = api.requests.items.length;
  session.send(await opened.said());
  const next = api.requests.items[await api.requests.indexOf(() => true, before)];
  expect(next?.messages.slice(-3)).toEqual([
    { role: 'user', content: [toolResult(toolUseId, NO_ANSWER)] },
    { role: 'assistant', content: [{ type: 'text', text: 'Thanks.' }] },
    { role: 'user', content: [expect.objectContaining({ type: 'text', text: 'Neither, I want green.' })] },
  ]);
});

it('HTML previews show in a frame as the bridge’s previewFormat says, and the answer goes through', async () => {
  const opened = await open({ questions: [htmlLayout] }, { previewFormat: 'html' });
  const { tab } = opened;
  const frame = tab.getByTitle('Preview: Grid');
  expect(await frame.evaluate((element) => element.tagName)).toBe('IFRAME');
  await tab.frameLocator('iframe[title="Preview: Grid"]').getByText('Grid of cards').waitFor();
  await tab.getByRole('radio', { name: /List/ }).click();
  await tab.frameLocator('iframe[title="Preview: List"]').getByText('List of rows').waitFor();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(opened.toolUseId, chose(`"Which layout?"="List" selected preview:\n${htmlLayout.options[1]?.preview}`)),
  );
  expect(await summaryIn(tab)).toContain('Layout: List');
});

it('two tabs on one bridge: the one that did not answer says Answered elsewhere, with the answer', async () => {
  const opened = await open({ questions: [color] }, { tabs: 2 });
  const [one, two] = opened.tabs as [Page, Page];
  await two.getByRole('radio', { name: /Blue/ }).waitFor();
  await one.getByRole('radio', { name: /Blue/ }).click();
  await one.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(toolResult(opened.toolUseId, chose('"Which color?"="Blue"')));
  expect(await summaryIn(one)).toBe('You answeredChoice: Blue');
  expect(await summaryIn(two)).toBe('Answered elsewhereChoice: Blue');
  expect(await two.getByRole('radio', { name: /Blue/ }).count()).toBe(0);
});

it('a reload mid-answer: the question comes back with the pick and the step kept, and the answer goes through', async () => {
  const opened = await open({ questions: [color, size] });
  const { tab } = opened;
  await tab.getByRole('radio', { name: /Red/ }).click();
  await tab.getByRole('button', { name: 'Next' }).click();
  await tab.reload();
  // Back on the second question, where the person was; the first still has its pick.
  await tab.getByRole('radio', { name: /Small/ }).click();
  await tab.getByRole('button', { name: 'Back' }).click();
  expect(await tab.getByRole('radio', { name: /Red/ }).isChecked()).toBe(true);
  await tab.getByRole('button', { name: 'Next' }).click();
  await tab.getByRole('button', { name: 'Review' }).click();
  await tab.getByRole('button', { name: 'Submit' }).click();
  expect(await opened.toolResultRead()).toEqual(
    toolResult(opened.toolUseId, chose('"Which color?"="Red", "Which size?"="Small"')),
  );
});

it('an interrupt while the person answers: Cancelled · Not sent, Use as message fills the composer, the model reads the rejection', async () => {
  const opened = await open({ questions: [color] });
  const { tab, session, api, toolUseId } = opened;
  await tab.getByRole('radio', { name: /Red/ }).click();
  await session.interrupt();
  const summary = tab.getByRole('group', { name: 'Answer summary' });
  await summary.getByText('Cancelled · Not sent').waitFor();
  expect(await tab.getByRole('radio', { name: /Red/ }).count()).toBe(0);
  await summary.getByRole('button', { name: 'Use as message' }).click();
  expect(await tab.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('My answers:\nChoice: Red');
  expect(await session.nextResult()).toMatchObject({ subtype: 'error_during_execution' });
  await api.nextRequest();
  session.send('Go on without it.');
  const next = await api.nextRequest();
  expectInterruptedThen(next, toolUseId, 'Go on without it.');
});
