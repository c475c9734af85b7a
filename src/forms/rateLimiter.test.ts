// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submissionKey, submissionLimit } from '../../shared/formContract';
import { createRateLimiter, minutesToWait } from './rateLimiter';

describe('the submission rate limit', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const limiter = () => createRateLimiter({ name: 'forms', ...submissionLimit });

  it('allows 3 submissions in 5 minutes and refuses the 4th with the time left', () => {
    const forms = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(forms.check('sara@example.com')).toEqual({ allowed: true });
      forms.record('sara@example.com');
      vi.advanceTimersByTime(30_000);
    }
    expect(forms.check('sara@example.com')).toEqual({ allowed: false, retryAfterMs: 210_000 });
    expect(minutesToWait(210_000)).toBe(4);
  });

  it('opens again when the oldest submission leaves the 5-minute window', () => {
    const forms = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) forms.record('sara@example.com');
    vi.advanceTimersByTime(299_999);
    expect(forms.check('sara@example.com').allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(forms.check('sara@example.com').allowed).toBe(true);
  });

  it('counts each e-mail address separately, ignoring case and spaces', () => {
    const forms = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1)
      forms.record(submissionKey(' Sara@Example.com '));
    expect(forms.check(submissionKey('sara@example.com')).allowed).toBe(false);
    expect(forms.check(submissionKey('omar@example.com')).allowed).toBe(true);
    expect(submissionKey('   ')).toBe('anonymous');
  });

  it('survives a reload: a new limiter reads the stored attempts', () => {
    const before = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) before.record('sara@example.com');
    vi.advanceTimersByTime(60_000);
    const afterReload = limiter();
    expect(afterReload.check('sara@example.com')).toEqual({
      allowed: false,
      retryAfterMs: 240_000,
    });
  });

  it('defaults to 5 attempts per 60 seconds', () => {
    const generic = createRateLimiter({ name: 'generic' });
    for (let attempt = 0; attempt < 5; attempt += 1) generic.record('key');
    expect(generic.check('key')).toEqual({ allowed: false, retryAfterMs: 60_000 });
    vi.advanceTimersByTime(60_000);
    expect(generic.check('key').allowed).toBe(true);
  });

  it('still limits when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const forms = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) forms.record('sara@example.com');
    expect(forms.check('sara@example.com').allowed).toBe(false);
  });

  it('rounds the wait up to whole minutes', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_000)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
    expect(minutesToWait(300_000)).toBe(5);
  });
});
