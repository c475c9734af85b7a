// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { contractCases } from './formsContract';

describe('the MSW handlers keep the receiver’s contract', () => {
  for (const { name, check } of contractCases) {
    it(name, () => check((path, init) => fetch(path, init)));
  }
});
