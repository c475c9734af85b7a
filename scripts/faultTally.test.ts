import { describe, expect, it } from 'vitest';
import { missedGoals, tallyFaultRun, type EnquiryOutcome } from './faultTally';

const accepted = (key: string): EnquiryOutcome => ({ key, accepted: true });
const failed = (key: string, failure: string): EnquiryOutcome => ({
  key,
  accepted: false,
  failure,
});

describe('tallyFaultRun', () => {
  it('counts a clean run: every accepted enquiry stored once', () => {
    const tally = tallyFaultRun(
      [accepted('a'), accepted('b')],
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    expect(tally).toEqual({
      enquiries: 2,
      accepted: 2,
      stored: 2,
      lost: 0,
      duplicated: 0,
      failed: 0,
      failures: [],
    });
    expect(missedGoals(tally, 0, 0)).toEqual([]);
  });

  it('counts an accepted enquiry without a row as lost, and rows beyond one as duplicated', () => {
    const tally = tallyFaultRun(
      [accepted('a'), accepted('b'), accepted('c')],
      new Map([
        ['a', 3],
        ['c', 1],
      ]),
    );
    expect(tally).toMatchObject({ accepted: 3, stored: 2, lost: 1, duplicated: 2, failed: 0 });
    expect(missedGoals(tally, 0, 0)).toEqual(['lost', 'duplicated']);
  });

  it('counts the enquiries whose client gave up, stored or not, with their reasons', () => {
    const tally = tallyFaultRun(
      [
        failed('a', 'HTTP 503'),
        failed('b', 'no connection'),
        failed('c', 'HTTP 503'),
        accepted('d'),
      ],
      new Map([
        ['a', 1],
        ['d', 1],
      ]),
    );
    expect(tally).toMatchObject({ enquiries: 4, accepted: 1, stored: 2, lost: 0, failed: 3 });
    expect(tally.failures).toEqual([
      ['HTTP 503', 2],
      ['no connection', 1],
    ]);
    expect(missedGoals(tally, 0, 0)).toEqual(['failed']);
  });

  it("ignores rows of keys outside the run's enquiries", () => {
    const tally = tallyFaultRun(
      [accepted('a')],
      new Map([
        ['a', 1],
        ['elsewhere', 2],
      ]),
    );
    expect(tally).toMatchObject({ stored: 1, duplicated: 0 });
  });
});

describe('missedGoals', () => {
  const clean = tallyFaultRun([accepted('a')], new Map([['a', 1]]));

  it('takes the exits the fault itself causes as expected, and any more as a miss', () => {
    expect(missedGoals(clean, 1, 1)).toEqual([]);
    expect(missedGoals(clean, 1, 0)).toEqual(['exits']);
    expect(missedGoals(clean, 2, 1)).toEqual(['exits']);
  });
});
