import { describe } from 'vitest';
import { visitEachPage } from './visitEachPage';

describe('every page of both languages, part 1 of 4', () => {
  visitEachPage(1, 4);
});
