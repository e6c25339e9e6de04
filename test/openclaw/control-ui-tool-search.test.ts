import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlUi, type ControlUi } from './support/control-ui';
import { bound, close, dockOf, keyOf, openChat, send } from './support/control-ui-page';
import { tag } from './support/model-server';

// The plugin in the real Control UI with Tool Search on, as `openclaw onboard` leaves it ("Tool
// Search for all models" in Labs): the model is offered tool_search / tool_describe / tool_call, finds
// ask_user with tool_search and calls it through tool_call. The question reaches the dock as always;
// the chat's tool card for that tool_call shows the answers. A gateway of its own: Tool Search is
// gateway-wide.

let ui: ControlUi | undefined;

beforeAll(async () => {
  ui = await startControlUi({ toolSearch: true });
}, 300_000);

afterAll(async () => {
  await ui?.stop();
});

/** The chat's timeline (not the dock's own summary above the composer). */
const thread = (page: Page) => page.locator('.chat-thread');

/**
 * Opens the run's tool calls as a person does (the Control UI folds them into one "N other
 * operations" row) and waits for them to show.
 */
async function openOperations(page: Page): Promise<void> {
  await thread(page).getByText('Done.').first().waitFor({ timeout: 90_000 });
  await thread(page)
    .getByRole('button', { name: /other operations/ })
    .click();
  await thread(page)
    .getByRole('button', { name: /Tool Search/ })
    .waitFor();
}

/** What the timeline shows of the ask_user call: the answer summary's lines, and whether a generic "Tool Call" card is there. */
async function timeline(page: Page): Promise<{ summary: string; toolCallCards: number }> {
  const summary = thread(page).getByRole('group', { name: 'Answer summary' });
  await summary.waitFor({ timeout: 30_000 });
  return {
    summary: await summary.innerText(),
    toolCallCards: await thread(page)
      .getByRole('button', { name: /^Tool Call/ })
      .count(),
  };
}

describe('with Tool Search on', () => {
  it('ask_user reached through tool_call: the dock asks, the model gets the exact result, and the timeline shows the answers live and after a reload', async () => {
    const c = ui!;
    c.model.script('search', {
      askUser: {
        questions: [
          {
            id: 'region',
            header: 'Region',
            question: 'Which region should serve it?',
            options: [{ label: 'Europe (Recommended)' }, { label: 'Asia' }],
          },
          {
            id: 'extras',
            header: 'Extras',
            question: 'What else should be set up?',
            multiSelect: true,
            options: [{ label: 'CDN' }, { label: 'Backups' }],
          },
        ],
      },
    });
    const session = 'qd-tool-search';
    const page = await openChat(c, session);
    const dock = dockOf(page);
    await send(page, `Set it up ${tag('search')}`);

    await dock.getByRole('radio', { name: 'Asia' }).click({ timeout: 150_000 });
    await dock.getByRole('button', { name: 'Next' }).click();
    await dock.getByRole('checkbox', { name: 'Backups' }).click();
    await dock.getByRole('checkbox', { name: 'CDN' }).click();
    await dock.getByRole('button', { name: 'Review' }).click();
    await dock.getByRole('button', { name: 'Submit' }).click();

    // tool_call hands the model ask_user's own result inside its envelope, untouched.
    const [callId] = c.model.callsOf('search');
    const envelope = (await c.model.waitForToolResult(callId!, 60_000)) as {
      tool: unknown;
      result: { content: { text: string }[]; details: unknown };
    };
    const answered = { status: 'answered', answers: { answers: { region: ['Asia'], extras: ['Backups', 'CDN'] } } };
    expect(envelope.tool).toMatchObject({ name: 'ask_user' });
    expect(envelope.result.details).toEqual(answered);
    const text = envelope.result.content[0]!.text;
    expect(JSON.parse(text.slice(text.indexOf('{')))).toEqual(answered);

    // The person opens the run's operations: Tool Search's card as the Control UI ships it, and the
    // answers where the generic "Tool Call" card was.
    await openOperations(page);
    expect(await timeline(page)).toEqual({ summary: 'Region: Asia\nExtras: Backups, CDN', toolCallCards: 0 });

    // After a reload the same, rebuilt from the transcript (the gateway has forgotten the question).
    await page.reload();
    await bound(page, keyOf(session));
    await openOperations(page);
    expect(await timeline(page)).toEqual({ summary: 'Region: Asia\nExtras: Backups, CDN', toolCallCards: 0 });
    await close(page);
  }, 400_000);
});
