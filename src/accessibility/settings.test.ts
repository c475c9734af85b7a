import { describe, expect, it } from 'vitest';
import { letterSpacingEm, lineHeight, stepPercent } from './settings';

describe('accessibility settings', () => {
  it('steps by 10 between 50 and 200', () => {
    expect(stepPercent(100, 1)).toBe(110);
    expect(stepPercent(100, -1)).toBe(90);
    expect(stepPercent(200, 1)).toBe(200);
    expect(stepPercent(50, -1)).toBe(50);
  });

  it('spaces text by 0.02em and 0.01 line height per percent above 100', () => {
    expect(letterSpacingEm(110)).toBeCloseTo(0.2);
    expect(lineHeight(110)).toBeCloseTo(1.5);
    expect(letterSpacingEm(200)).toBeCloseTo(2);
    expect(lineHeight(200)).toBeCloseTo(2.4);
    expect(letterSpacingEm(80)).toBe(0);
  });
});
