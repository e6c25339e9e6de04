// Forms as servers send them in `requestedSchema`, and content a person could give for them.

/** A flat form with every field kind the 2025-11-25 revision allows, each with its keywords. */
export const EVERY_KIND = {
  type: 'object',
  properties: {
    email: { type: 'string', title: 'Email', description: 'Where the invite goes', format: 'email' },
    homepage: { type: 'string', title: 'Homepage', format: 'uri' },
    day: { type: 'string', format: 'date' },
    startsAt: { type: 'string', format: 'date-time' },
    note: { type: 'string', minLength: 2, maxLength: 20, default: 'See you' },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 10, default: 2 },
    budget: { type: 'number', minimum: 0.5, maximum: 99.5 },
    remind: { type: 'boolean', title: 'Remind me', default: true },
    room: { type: 'string', enum: ['north', 'south'] },
    priority: {
      type: 'string',
      title: 'Priority',
      oneOf: [
        { const: 'p1', title: 'Urgent' },
        { const: 'p2', title: 'Normal' },
      ],
      default: 'p2',
    },
    slot: { type: 'string', enum: ['am', 'pm'], enumNames: ['Morning', 'Afternoon'] },
    topics: { type: 'array', items: { type: 'string', enum: ['plan', 'review', 'demo'] }, minItems: 1, maxItems: 2 },
    teams: {
      type: 'array',
      title: 'Teams',
      items: {
        anyOf: [
          { const: 'web', title: 'Web' },
          { const: 'ios', title: 'iOS' },
        ],
      },
      default: ['web'],
    },
  },
  required: ['email', 'guests', 'topics'],
};

/** Content that matches EVERY_KIND, one value per field. */
export const EVERY_KIND_ANSWER = {
  email: 'ada@example.com',
  homepage: 'https://example.com/ada',
  day: '2026-03-14',
  startsAt: '2026-03-14T09:30:00Z',
  note: 'Bring slides',
  guests: 4,
  budget: 12.75,
  remind: false,
  room: 'south',
  priority: 'p1',
  slot: 'pm',
  topics: ['plan', 'demo'],
  teams: ['web', 'ios'],
};

/** {@link EVERY_KIND_ANSWER} as the person enters it in `EVERY_KIND`'s store, `f1`…`f13`: the text typed, the labels picked. */
export const EVERY_KIND_ENTERED = {
  typed: [
    'ada@example.com',
    'https://example.com/ada',
    '2026-03-14',
    '2026-03-14T09:30:00Z',
    'Bring slides',
    '4',
    '12.75',
  ],
  picked: { f8: 'No', f9: 'south', f10: 'Urgent', f11: 'Afternoon' },
  toggled: { f12: ['plan', 'demo'], f13: ['Web', 'iOS'] },
} as const;

/** A form of the given fields, the way a server writes one. */
export const form = (properties: Record<string, unknown>, required?: string[]) => ({
  type: 'object',
  properties,
  ...(required ? { required } : {}),
});
