import { describe } from 'vitest';
import { visitEachPage } from './visitEachPage';

describe('every page of both languages, part 2 of 4', () => {
  visitEachPage(2, 4);
});
