import { isoOf, localOf } from '../../src/mcp-react/field-input';

// A form's date-time field: the person types their own clock's time (`datetime-local`), the server
// gets the moment with its zone (RFC 3339, as `format: date-time` asks). Each case runs in a fixed
// zone (TZ, which Node reads afresh when it changes), so the offsets are known.

const zone = process.env['TZ'];
const inZone = (tz: string) => {
  beforeAll(() => {
    process.env['TZ'] = tz;
  });
  afterAll(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });
};

describe('in Bangkok (UTC+7, no daylight saving)', () => {
  inZone('Asia/Bangkok');

  it('sends the typed time with the zone, and shows a moment in the local clock', () => {
    expect(isoOf('2026-03-14T16:30')).toBe('2026-03-14T16:30:00+07:00');
    expect(localOf('2026-03-14T09:30:00Z')).toBe('2026-03-14T16:30');
    expect(localOf('2026-03-14T09:30:05Z')).toBe('2026-03-14T16:30:05');
    // Past midnight in the person's clock: the date moves too.
    expect(localOf('2026-03-14T20:00:00Z')).toBe('2026-03-15T03:00');
  });

  it('reads back what it sent: the person sees what they typed', () => {
    for (const typed of ['2026-03-14T16:30', '2026-12-31T23:59', '2026-01-01T00:00:07'])
      expect(localOf(isoOf(typed))).toBe(typed);
  });

  it('gives nothing for nothing or a bad value', () => {
    expect(isoOf('')).toBe('');
    expect(localOf('')).toBe('');
    expect(localOf('tomorrow')).toBe('');
  });
});

describe('in India (UTC+5:30)', () => {
  inZone('Asia/Kolkata');

  it('keeps the half hour of the zone', () => {
    expect(isoOf('2026-03-14T09:00')).toBe('2026-03-14T09:00:00+05:30');
    expect(localOf('2026-03-14T09:00:00Z')).toBe('2026-03-14T14:30');
  });
});

describe('in Los Angeles (UTC-8, UTC-7 in summer)', () => {
  inZone('America/Los_Angeles');

  it('writes a zone behind UTC with its minus, and the offset of the date typed', () => {
    expect(isoOf('2026-01-10T08:00')).toBe('2026-01-10T08:00:00-08:00');
    expect(isoOf('2026-07-10T08:00')).toBe('2026-07-10T08:00:00-07:00');
    expect(localOf('2026-03-14T09:30:00+07:00')).toBe('2026-03-13T19:30');
  });

  it('sends a time the clock skips (the spring gap) as the moment that exists after it', () => {
    expect(isoOf('2026-03-08T02:30')).toBe('2026-03-08T03:30:00-07:00');
  });
});
