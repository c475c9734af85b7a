// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applySettings } from './applySettings';
import { defaultSettings } from './settings';
import { settingsCss } from './settingsCss';

const root = document.documentElement;
afterEach(() => applySettings(root, defaultSettings));

describe('applySettings', () => {
  it('scales the root font and spaces the text', () => {
    applySettings(root, { ...defaultSettings, fontSize: 110, textSpacing: 110 });
    expect(root.style.fontSize).toBe('110%');
    expect(root.getAttribute('data-text-spacing')).toBe('110');
    expect(root.style.getPropertyValue('--a11y-letter-spacing')).toMatch(/^0\.2\d*em$/);
    expect(root.style.getPropertyValue('--a11y-line-height')).toBe('1.5');
  });

  it('marks contrast, cursor and motion, and leaves no trace at the defaults', () => {
    applySettings(root, {
      ...defaultSettings,
      contrast: 'inverted',
      cursorSize: 150,
      reducedMotion: true,
    });
    expect(root.getAttribute('data-contrast')).toBe('inverted');
    expect(root.getAttribute('data-cursor')).toBe('150');
    expect(root.style.getPropertyValue('--a11y-cursor')).toContain(
      encodeURIComponent("width='48'"),
    );
    expect(root.hasAttribute('data-reduced-motion')).toBe(true);

    applySettings(root, defaultSettings);
    expect(root.style.fontSize).toBe('');
    for (const attribute of [
      'data-contrast',
      'data-cursor',
      'data-text-spacing',
      'data-reduced-motion',
    ]) {
      expect(root.hasAttribute(attribute)).toBe(false);
    }
  });

  it("adds the settings' rules to the page once, when a setting first leaves its default", () => {
    const rules = () => document.head.querySelectorAll('style[data-accessibility-settings]');
    rules().forEach((style) => style.remove());
    applySettings(root, defaultSettings);
    expect(rules()).toHaveLength(0);
    applySettings(root, { ...defaultSettings, contrast: 'high' });
    applySettings(root, { ...defaultSettings, reducedMotion: true });
    expect(rules()).toHaveLength(1);
    expect(rules()[0]?.textContent).toBe(settingsCss);
  });
});
