import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDay } from './buildDay';
import { isPublished, isUpcoming, riyadhDay, splitByDate } from './schedule';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/**
 * What the site decides about something dated `date`, built and read at `instant`: the
 * build's moment is set too, so the test holds whether or not the shell running it has one.
 */
function at(instant: string, date: string) {
  vi.useFakeTimers({ now: new Date(instant) });
  vi.stubEnv('VITE_BUILD_DATE', new Date(instant).toISOString());
  const today = buildDay();
  return { upcoming: isUpcoming(date, today), published: isPublished(date, today) };
}

describe('the day in Riyadh', () => {
  it('turns at midnight Riyadh time, 21:00 UTC the day before', () => {
    expect(riyadhDay(new Date('2027-03-09T20:59:59Z'))).toBe('2027-03-09');
    expect(riyadhDay(new Date('2027-03-09T21:00:00Z'))).toBe('2027-03-10');
  });
});

describe('an event or webinar', () => {
  it('is upcoming before its day and all through it, in Riyadh', () => {
    expect(at('2027-03-08T12:00:00+03:00', '2027-03-10').upcoming).toBe(true);
    expect(at('2027-03-10T00:00:00+03:00', '2027-03-10').upcoming).toBe(true);
    // 23:30 in Riyadh is 20:30 UTC: still the event's day.
    expect(at('2027-03-10T23:30:00+03:00', '2027-03-10').upcoming).toBe(true);
  });

  it('is past from the next midnight in Riyadh, while UTC still reads the event day', () => {
    // 00:10 on 11 March in Riyadh is 21:10 UTC on 10 March.
    expect(at('2027-03-11T00:10:00+03:00', '2027-03-10').upcoming).toBe(false);
    expect(at('2027-03-11T12:00:00+03:00', '2027-03-10').upcoming).toBe(false);
  });

  it('is split into upcoming, soonest first, and past, latest first', () => {
    const items = [
      { date: '2024-03-04' },
      { date: '2027-05-01' },
      { date: '2026-11-26' },
      { date: '2024-03-07' },
      { date: '2027-03-10' },
    ];
    expect(splitByDate(items, '2026-11-26')).toEqual({
      upcoming: [{ date: '2026-11-26' }, { date: '2027-03-10' }, { date: '2027-05-01' }],
      past: [{ date: '2024-03-07' }, { date: '2024-03-04' }],
    });
  });
});

describe('an article', () => {
  it('is published from the start of its day in Riyadh, not before', () => {
    expect(at('2027-01-14T23:59:00+03:00', '2027-01-15').published).toBe(false);
    // 00:05 in Riyadh, when the scheduled rebuild runs: 21:05 UTC the day before.
    expect(at('2027-01-15T00:05:00+03:00', '2027-01-15').published).toBe(true);
  });
});

describe('a date as contentlayer hands it over, the day at midnight UTC', () => {
  const generated = '2027-03-10T00:00:00.000Z';

  it('is the same day as the date written in content', () => {
    expect(at('2027-03-10T23:30:00+03:00', generated)).toEqual({ upcoming: true, published: true });
    expect(at('2027-03-11T00:10:00+03:00', generated).upcoming).toBe(false);
    expect(at('2027-03-09T23:59:00+03:00', generated).published).toBe(false);
  });
});
