import { CLIENTS, useClient, type Asked } from './support/clients';
import { form } from './support/schemas';
import { TRANSPORTS, useServer } from './support/server';

// Forms outside the 2025-11-25 revision, and servers of the revision before it: what reaches the
// client's handler. The SDK Client parses every request against the revision's schema first; the
// AI SDK client hands the params over as they came.

const message = 'Where should the parcel go?';

/** Fields the revision has no kind for; servers that derive forms from their own types send them. */
const outOfSpec: [string, Record<string, unknown>][] = [
  ['a nested object', { type: 'object', properties: { city: { type: 'string' } } }],
  ['an unknown type', { type: 'date' }],
  ['a nullable string', { type: ['string', 'null'] }],
];

/** A form in the revision's kinds, with keywords beside them that the revision does not name. */
const withExtras = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^[0-9]{5}$', 'x-widget': 'postcode' },
    teams: { type: 'array', items: { type: 'string', anyOf: [{ const: 'web', title: 'Web' }] }, uniqueItems: true },
  },
  required: ['code'],
  additionalProperties: false,
};

/** What the SDK Client's handler is given for `withExtras`: the unnamed keywords dropped. */
const withExtrasParsed = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    teams: { type: 'array', items: { anyOf: [{ const: 'web', title: 'Web' }] } },
  },
  required: ['code'],
};

/** A handler that records each request and declines it. */
function recordAndDecline(asked: Asked[]) {
  return (request: Asked) => {
    asked.push(request);
    return { action: 'decline' as const };
  };
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  const server = useServer(transport);

  describe('given the SDK client', () => {
    const client = useClient('sdk', server);

    it.each(outOfSpec)('refuses a form with %s before its handler; the tool is told -32603', async (_, field) => {
      const asked: Asked[] = [];
      client().answer(recordAndDecline(asked));

      const received = await client().call('elicit_form', { message, requestedSchema: form({ field }) });

      // The message is the parse error's issues as JSON, naming the field's path.
      expect(received).toEqual({ error: { code: -32603, message: expect.stringMatching(/^MCP error -32603: \[\n/) } });
      const issues = 'error' in received ? received.error.message.slice('MCP error -32603: '.length) : '';
      expect(JSON.parse(issues)).toMatchObject([{ code: 'invalid_union', path: ['params'] }]);
      expect(JSON.stringify(JSON.parse(issues))).toContain('"path":["requestedSchema","properties","field"]');
      expect(asked).toEqual([]);
    });

    it('drops the keywords the revision does not name before its handler sees the form', async () => {
      const asked: Asked[] = [];
      client().answer(recordAndDecline(asked));

      await client().call('elicit_form', { message, requestedSchema: withExtras });

      expect(asked.map(({ params }) => params)).toEqual([{ mode: 'form', message, requestedSchema: withExtrasParsed }]);
    });
  });

  describe('given the AI SDK client', () => {
    const client = useClient('ai-sdk', server);

    it.each(outOfSpec)('hands a form with %s to its handler as sent', async (_, field) => {
      const asked: Asked[] = [];
      client().answer(recordAndDecline(asked));

      const received = await client().call('elicit_form', { message, requestedSchema: form({ field }) });

      expect(asked.map(({ params }) => params)).toEqual([{ mode: 'form', message, requestedSchema: form({ field }) }]);
      expect(received).toEqual({ result: { action: 'decline' } });
    });

    it('hands the keywords the revision does not name to its handler as sent', async () => {
      const asked: Asked[] = [];
      client().answer(recordAndDecline(asked));

      await client().call('elicit_form', { message, requestedSchema: withExtras });

      expect(asked.map(({ params }) => params)).toEqual([{ mode: 'form', message, requestedSchema: withExtras }]);
    });
  });

  describe.each(CLIENTS)('given a server of the previous revision and the %s client', (kind) => {
    const client = useClient(kind, server);
    const requestedSchema = form({ guests: { type: 'integer', maximum: 10 } }, ['guests']);

    it('the handler is given no mode at all', async () => {
      const asked: Asked[] = [];
      client().answer(recordAndDecline(asked));

      await client().call('elicit_without_mode', { message, requestedSchema });

      expect(asked.map(({ params }) => params)).toEqual([{ message, requestedSchema }]);
    });

    it('the tool receives accepted content unchecked: only elicitInput checks it', async () => {
      client().answer(() => ({ action: 'accept', content: { guests: 'many' } }));

      const received = await client().call('elicit_without_mode', { message, requestedSchema });

      expect(received).toEqual({ result: { action: 'accept', content: { guests: 'many' } } });
    });
  });
});
