import { createFormPrompts, type FormPrompts } from '../../src/mcp/prompts';
import { useClient } from './support/clients';
import { EVERY_KIND, form } from './support/schemas';
import { shown } from './support/prompts';
import { useServer } from './support/server';

// A real server's elicitations answered through the form prompts: the queue shows each form as a
// store, and what the person does there is what the server's tool receives.

const room = form({ room: { type: 'string', title: 'Room', enum: ['north', 'south'] } }, ['room']);

describe('given the SDK client in-process', () => {
  const server = useServer('in-process');
  const client = useClient('sdk', server);
  let prompts: FormPrompts;
  beforeEach(() => {
    prompts = createFormPrompts({ server: 'Team Calendar' });
    client().answer(({ params, signal }) => prompts.ask(params, signal) as never);
  });
  afterEach(() => prompts.dispose());

  it('Submit accepts: the tool receives the value behind the title picked; the form names its server', async () => {
    const called = client().call('elicit_form', { message: 'Book the room', requestedSchema: room });
    const store = await shown(prompts);
    expect(store.getState().request).toMatchObject({ from: 'Team Calendar', message: 'Book the room' });
    store.select('f1', 'south');
    await store.submit();
    expect(await called).toEqual({ result: { action: 'accept', content: { room: 'south' } } });
  });

  it('a form starts with its defaults filled in, as the person would have picked and typed them', async () => {
    const called = client().call('elicit_form', { message: 'Plan the demo', requestedSchema: EVERY_KIND });
    const store = await shown(prompts);
    expect(store.getState().drafts).toMatchObject({
      f5: { other: 'See you' },
      f6: { other: '2' },
      f8: { selected: ['Yes'] },
      f10: { selected: ['Normal'] },
      f13: { selected: ['Web'] },
    });
    store.skip();
    expect(await called).toEqual({ result: { action: 'decline' } });
  });

  it("Skip declines: the tool is told the person's no", async () => {
    const called = client().call('elicit_form', { message: 'Book the room', requestedSchema: room });
    (await shown(prompts)).skip();
    expect(await called).toEqual({ result: { action: 'decline' } });
  });

  it('the server gives up mid-answer: the form closes as not sent, with what the person had typed', async () => {
    // The connection's first request (id 0) is answered first: the SDK Client ignores a cancel of id 0.
    const first = client().call('elicit_form', { message: 'Book the room', requestedSchema: room });
    (await shown(prompts)).skip();
    await first;
    const called = client().call('elicit_form', { message: 'Book the room', requestedSchema: room, timeoutMs: 500 });
    const store = await shown(prompts);
    store.select('f1', 'north');
    const ended = new Promise((resolve) => store.subscribe((state) => state.resolution && resolve(state.resolution)));
    expect(await called).toMatchObject({ error: { code: -32001 } });
    expect(await ended).toMatchObject({ status: 'cancelled', source: 'cancelled' });
    expect(store.getState().drafts['f1']?.selected).toEqual(['north']);
  });
});

// The SDK Client refuses a form outside the spec itself, before any handler; the AI SDK's client hands
// it over as it came, so the prompts must refuse it.
describe('given the AI SDK client in-process', () => {
  const server = useServer('in-process');
  const client = useClient('ai-sdk', server);

  it('a form outside the spec is refused with the reason and never shown', async () => {
    const prompts = createFormPrompts();
    client().answer(({ params }) => prompts.ask(params) as never);
    const nested = form({ where: { type: 'object', properties: {} } });
    const called = await client().call('elicit_form', { message: 'Where?', requestedSchema: nested });
    expect(called).toEqual({
      error: {
        code: -32603,
        message:
          'MCP error -32603: The form cannot be shown: the field "where" is of a type a form cannot ask for ("object").',
      },
    });
    expect(prompts.queue.getState().items).toEqual([]);
    prompts.dispose();
  });
});

describe('the timeline', () => {
  const server = useServer('in-process');
  const client = useClient('sdk', server);

  it("each form's summary goes to onResolve with what the server was told; one that throws keeps the reply", async () => {
    const ended: unknown[] = [];
    const onError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const prompts = createFormPrompts({
      server: 'Team Calendar',
      onResolve: (summary, result) => {
        ended.push({ summary, result });
        throw new Error('the app broke');
      },
    });
    onTestFinished(() => prompts.dispose());
    client().answer(({ params, signal }) => prompts.ask(params, signal) as never);

    const called = client().call('elicit_form', { message: 'Book the room', requestedSchema: room });
    const store = await shown(prompts);
    store.select('f1', 'south');
    await store.submit();

    expect(await called).toEqual({ result: { action: 'accept', content: { room: 'south' } } });
    expect(ended).toEqual([
      {
        summary: expect.objectContaining({
          status: 'answered',
          items: [expect.objectContaining({ answers: ['south'] })],
        }),
        result: { action: 'accept', content: { room: 'south' } },
      },
    ]);
    expect(onError).toHaveBeenCalled();
  });
});
