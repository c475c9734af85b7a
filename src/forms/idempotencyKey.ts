/**
 * A random key for one submission: 128 bits from getRandomValues, which every browser
 * offers on any origin (crypto.randomUUID exists only on HTTPS and localhost).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
