import { describe } from 'vitest';
import { visitEachPage } from './visitEachPage';

describe('every page of both languages, part 4 of 4', () => {
  visitEachPage(4, 4);
});
