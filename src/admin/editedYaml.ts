import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, stringify, visit } from 'yaml';

/**
 * Writes new values into a YAML file the way a person would: only the values that changed
 * are rewritten, each in the style it was written in, and a paragraph keeps its own line
 * breaks except on the lines whose words changed. A one-word edit is a one-line diff, and the
 * result is what Prettier already accepts (it keeps the lines of a block paragraph as they are).
 *
 * Returns undefined when the shape changed (an item added, removed or moved, a field added):
 * the caller then writes the whole file afresh with `freshYaml`.
 */
export function editedYaml(original: string, data: unknown): string | undefined {
  const document = parseDocument(original);
  if (document.errors.length > 0 || document.contents === null) return undefined;
  const edits = editsOf(original, document.contents, data);
  if (edits === undefined) return undefined;
  const edited = edits
    .sort((first, second) => second.start - first.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), original);
  // A value whose new words cannot keep the old style (a plain line that now needs quotes)
  // must not be written wrongly: the whole file is written afresh instead.
  const reread = parseDocument(edited);
  return reread.errors.length === 0 && sameData(withoutEmpty(reread.toJS()), withoutEmpty(data))
    ? edited
    : undefined;
}

/** A whole file written afresh, laid out as the content files are (and as Prettier keeps). */
export function freshYaml(data: unknown): string {
  const document = new Document(withoutEmpty(data));
  // Prettier re-wraps a long plain value but keeps a folded paragraph's lines as written.
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.length > paragraphLength) {
        node.type = Scalar.BLOCK_FOLDED;
      }
    },
  });
  return document.toString({ lineWidth: printWidth, minContentWidth: 0, singleQuote: true });
}

/** Longer values than this are written as folded paragraphs, as in the content files. */
const paragraphLength = 60;

const printWidth = 100;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A field an editor left blank in the form is not written, as a person would leave it out. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The data as it is written: blank fields, and groups left with none, are left out. */
export function withoutEmpty(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutEmpty);
  if (isRecord(data)) {
    return Object.fromEntries(
      Object.entries(data)
        .map(([key, value]) => [key, withoutEmpty(value)] as const)
        .filter(
          ([, value]) => !isEmpty(value) && !(isRecord(value) && Object.keys(value).length === 0),
        ),
    );
  }
  return data;
}

function sameData(first: unknown, second: unknown): boolean {
  if (Array.isArray(first) && Array.isArray(second)) {
    return (
      first.length === second.length && first.every((item, index) => sameData(item, second[index]))
    );
  }
  if (isRecord(first) && isRecord(second)) {
    const keys = Object.keys(first);
    return (
      keys.length === Object.keys(second).length &&
      keys.every((key) => sameData(first[key], second[key]))
    );
  }
  return first === second;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function editsOf(text: string, node: unknown, value: unknown): Edit[] | undefined {
  if (isMap(node)) {
    if (!isRecord(value)) return undefined;
    const written = new Map(
      node.items.map((pair) => [isScalar(pair.key) ? pair.key.value : pair.key, pair.value]),
    );
    const added = Object.entries(value).some(([key, item]) => !written.has(key) && !isEmpty(item));
    // A field cleared in the form leaves the file: the whole file is written afresh without it.
    const removed = [...written.keys()].some(
      (key) => typeof key !== 'string' || !(key in value) || isEmpty(value[key]),
    );
    if (added || removed) return undefined;
    return collect([...written].map(([key, item]) => editsOf(text, item, value[String(key)])));
  }
  if (isSeq(node)) {
    if (!Array.isArray(value) || value.length !== node.items.length) return undefined;
    return collect(node.items.map((item, index) => editsOf(text, item, value[index])));
  }
  if (isScalar(node)) return scalarEdits(text, node, value);
  return undefined;
}

function collect(lists: readonly (Edit[] | undefined)[]): Edit[] | undefined {
  return lists.some((list) => list === undefined) ? undefined : lists.flatMap((list) => list ?? []);
}

function scalarEdits(text: string, node: Scalar, value: unknown): Edit[] | undefined {
  if (node.value === value) return [];
  if (typeof value === 'object' && value !== null) return undefined;
  const [start, end] = node.range ?? [];
  if (start === undefined || end === undefined) return undefined;
  // A block paragraph's range takes in the line break after it, which stays.
  const written = text.slice(start, end).replace(/\n+$/, '');
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const column = start - lineStart;
  // A paragraph goes below a list item's dash at the item's column, or below a field's name
  // two spaces in from where the name starts (after the line's indent and list dashes).
  const before = text.slice(lineStart, start);
  const keyColumn = /^[\s-]*/.exec(before)?.[0].length ?? 0;
  const indent = keyColumn === before.length ? column : keyColumn + 2;
  return [
    {
      start,
      end: start + written.length,
      text: rewritten(written, node, value, { column, indent }),
    },
  ];
}

interface Place {
  /** Where the value starts on its line. */
  column: number;
  /** The indent of a paragraph below the field's name. */
  indent: number;
}

function rewritten(written: string, node: Scalar, value: unknown, { column, indent }: Place) {
  if (typeof value !== 'string' || typeof node.value !== 'string') return inline(value, node);
  if (node.type === Scalar.BLOCK_FOLDED || (node.type === Scalar.PLAIN && written.includes('\n'))) {
    return refolded(written, node.value, value);
  }
  if (node.type === Scalar.BLOCK_LITERAL) {
    const [header = '|', ...lines] = written.split('\n');
    const blockIndent = /^\s*/.exec(lines.find((line) => line.trim()) ?? '')?.[0] ?? '  ';
    return [
      header,
      ...value
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => blockIndent + line),
    ].join('\n');
  }
  const single = inline(value, node);
  if (column + single.length <= printWidth || value.includes('\n')) return single;
  // Too long for one line: a folded paragraph on the next line, which Prettier keeps whole.
  return `>-\n${' '.repeat(indent)}${value}`;
}

function inline(value: unknown, node: Scalar): string {
  const quoted = node.type === Scalar.QUOTE_DOUBLE ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE';
  return stringify(value, {
    lineWidth: 0,
    defaultStringType: node.type === Scalar.PLAIN ? 'PLAIN' : quoted,
    singleQuote: quoted === 'QUOTE_SINGLE',
  }).replace(/\n$/, '');
}

/**
 * A folded paragraph with new words: lines whose words are unchanged stay as they were, and
 * the changed stretch takes one line of its own, so the diff shows only what was edited.
 */
function refolded(written: string, before: string, after: string): string {
  const block = written.startsWith('>');
  const [head = '', ...rest] = written.split('\n');
  const indent = /^\s*/.exec(rest.find((line) => line.trim()) ?? '')?.[0] ?? '  ';
  const lines = (block ? rest : [head, ...rest]).map(wordsOf);
  const old = lines.flat();
  const words = wordsOf(after);
  if (old.join(' ') !== wordsOf(before).join(' ')) return `>-\n${indent}${after}`;
  const same = sharedLength(old, words);
  // The shared end may not reach into the shared start, in the old words or the new.
  const sameEnd = sharedLength(
    [...old].reverse(),
    [...words].reverse(),
    Math.min(old.length, words.length) - same,
  );
  const kept = leadingLines(lines, same);
  const keptAfter = leadingLines([...lines].reverse(), sameEnd).reverse();
  const middle = words.slice(kept.flat().length, words.length - keptAfter.flat().length);
  const body = [...kept, ...(middle.length > 0 ? [middle] : []), ...keptAfter].map((line) =>
    line.join(' '),
  );
  if (block) return [head, ...body.map((line) => indent + line)].join('\n');
  const [first = '', ...others] = body;
  return [first, ...others.map((line) => indent + line)].join('\n');
}

function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** How many words the two lists share from their start, at most `limit`. */
function sharedLength(first: readonly string[], second: readonly string[], limit = Infinity) {
  let length = 0;
  while (
    length < Math.min(first.length, second.length, limit) &&
    first[length] === second[length]
  ) {
    length += 1;
  }
  return length;
}

/** The first lines whose words all lie within the first `count` words. */
function leadingLines(lines: readonly string[][], count: number): string[][] {
  const kept: string[][] = [];
  let counted = 0;
  for (const line of lines) {
    counted += line.length;
    if (counted > count) break;
    kept.push(line);
  }
  return kept;
}
