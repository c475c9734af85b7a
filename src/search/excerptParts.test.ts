// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerptParts';

describe('excerptParts', () => {
  it('splits an excerpt into text and marked words, entities read as characters', () => {
    expect(excerptParts('Move to the <mark>cloud</mark> &amp; save <mark>costs</mark>.')).toEqual([
      { text: 'Move to the ', marked: false },
      { text: 'cloud', marked: true },
      { text: ' & save ', marked: false },
      { text: 'costs', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('keeps markup in the text as text, never as elements', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>الحوسبة</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'الحوسبة', marked: true },
    ]);
  });
});
