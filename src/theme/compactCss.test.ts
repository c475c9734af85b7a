import { describe, expect, it } from 'vitest';
import { compactCss } from './compactCss';

describe('compactCss', () => {
  it('leaves out comments and the white space beside punctuation, keeping selectors apart', () => {
    expect(
      compactCss(`
        /* why */
        :root:not([data-theme='light']) a :hover {
          color: red;
          font-family: 'Cairo Variable', sans-serif;
        }
        @media (min-width: 40rem) { .x > .y { margin: 0 auto; } }
      `),
    ).toBe(
      ":root:not([data-theme='light']) a :hover{color:red;font-family:'Cairo Variable',sans-serif}@media (min-width:40rem){.x > .y{margin:0 auto}}",
    );
  });
});
