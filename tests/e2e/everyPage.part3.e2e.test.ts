import { describe } from 'vitest';
import { visitEachPage } from './visitEachPage';

describe('every page of both languages, part 3 of 4', () => {
  visitEachPage(3, 4);
});
