import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

describe('idempotency keys', () => {
  it('are 32 hex digits, different every time', () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('need no secure context (plain-HTTP origins have no crypto.randomUUID)', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
