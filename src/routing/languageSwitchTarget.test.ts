import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { localeInfo } from '../i18n/localeInfo';
import { createAppRouter } from '../router';
import { languageSwitchTarget } from './languageSwitchTarget';

/** The router's state once it has loaded `path`, as the header reads it. */
async function loadedState(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return router.state;
}

describe('languageSwitchTarget', () => {
  it('leads from a page to the same page in the other language', async () => {
    expect(languageSwitchTarget(await loadedState('/services/cloud'))).toBe(
      `${localeInfo.ar.prefix}/services/cloud`,
    );
    expect(languageSwitchTarget(await loadedState('/ar/services/cloud'))).toBe('/services/cloud');
  });

  it("leads from a missing page to the other language's home page", async () => {
    expect(languageSwitchTarget(await loadedState('/services/no-such-service'))).toBe(
      localeInfo.ar.prefix,
    );
    expect(languageSwitchTarget(await loadedState('/ar/no-such-page'))).toBe('/');
  });
});
