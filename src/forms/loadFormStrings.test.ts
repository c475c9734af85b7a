import { beforeEach, describe, expect, it, vi } from 'vitest';
import arForm from './formLocales/ar.json';
import enForm from './formLocales/en.json';

// Each test starts from a page that has loaded no strings yet.
beforeEach(() => {
  vi.resetModules();
});

describe("the forms' words", () => {
  it("join the language's interface strings when a form loads them, and only that language's", async () => {
    const { loadInterfaceStrings } = await import('../i18n/i18n');
    const { loadFormStrings } = await import('./loadFormStrings');
    const english = await loadInterfaceStrings('en');
    expect(english.exists('validation.emailInvalid')).toBe(false);
    await loadFormStrings('en');
    expect(english.t('validation.emailInvalid')).toBe(enForm.validation.emailInvalid);
    expect(english.t('notices.failureTitle')).toBe(enForm.notices.failureTitle);
    const arabic = await loadInterfaceStrings('ar');
    expect(arabic.exists('notices.failureTitle')).toBe(false);
    await loadFormStrings('ar');
    expect(arabic.t('notices.rateLimitDescription', { count: 2 })).toBe(
      arForm.notices.rateLimitDescription_two,
    );
  });
});
