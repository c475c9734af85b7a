/**
 * Resolves once `ready()` is true, checking every 250 ms; rejects with `what` after
 * `attempts` checks, or at once when `gaveUp()` says there is no point waiting (the
 * process being waited for has exited).
 */
export async function waitUntil(
  ready: () => Promise<boolean>,
  what: string,
  { attempts = 120, gaveUp = () => false }: { attempts?: number; gaveUp?: () => boolean } = {},
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (gaveUp()) throw new Error(`${what} stopped while starting`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start`);
}
