/** Small helpers that keep the check's sentences plain. */

export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `"${value}"`;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

export function quotedList(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

function distance(from: string, to: string): number {
  const previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let row = 1; row <= from.length; row += 1) {
    let diagonal = previous[0] ?? 0;
    previous[0] = row;
    for (let column = 1; column <= to.length; column += 1) {
      const above = previous[column] ?? 0;
      const cost = from[row - 1] === to[column - 1] ? 0 : 1;
      previous[column] = Math.min(above + 1, (previous[column - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[to.length] ?? 0;
}

/** The closest of `candidates` to a misspelt `word`, when it is close enough to be meant. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const part = candidates.find(
    (candidate) =>
      lower.includes(candidate.toLowerCase()) || candidate.toLowerCase().includes(lower),
  );
  if (part && lower.length > 2) return part;
  const ranked = candidates
    .map((candidate) => ({
      candidate,
      distance: distance(word.toLowerCase(), candidate.toLowerCase()),
    }))
    .sort((first, second) => first.distance - second.distance);
  const [best] = ranked;
  return best && best.distance <= Math.max(2, Math.floor(word.length / 3))
    ? best.candidate
    : undefined;
}

export function didYouMean(word: string, candidates: readonly string[]): string {
  const guess = closest(word, candidates);
  return guess ? ` Did you mean "${guess}"?` : '';
}

export function items(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** How many items a list takes, in words: "exactly 4 items", "at least 2 items". */
export function countWords({ min, max }: { min?: number; max?: number }): string {
  if (min !== undefined && min === max) return `exactly ${items(min)}`;
  if (min !== undefined && max !== undefined) return `${min} to ${items(max)}`;
  if (max !== undefined) return `at most ${items(max)}`;
  if (min !== undefined && min > 0) return `at least ${items(min)}`;
  return '';
}
