import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cairo from '@capsizecss/metrics/cairo';
import { describe, expect, it } from 'vitest';
import { fallbackFamily, fallbackFontFace } from './fallbackFont';

/** A face's descriptors as name → value, without the sources and the family. */
function overrides(face: string): Record<string, string> {
  return Object.fromEntries(
    [...face.matchAll(/([a-z-]+(?:override|adjust)):\s*([^;]+);/g)].map(
      ([, name = '', value = '']) => [name, value.trim()],
    ),
  );
}

describe('the fallback face', () => {
  const { fontFaces } = createFontStack([cairo, arial]);

  it("scales Arial to Cairo's widths and gives it Cairo's ascent and descent", () => {
    expect(overrides(fallbackFontFace)).toEqual(overrides(fontFaces));
  });

  it('uses Arial, or the face drawn to its widths, from the visitor’s system', () => {
    const sources = /src:\s*([^;]+);/.exec(fontFaces)?.[1] ?? '';
    expect(fallbackFontFace).toContain(`src: ${sources}, local('Liberation Sans')`);
    expect(fallbackFontFace).toContain(`font-family: '${fallbackFamily}'`);
  });
});
