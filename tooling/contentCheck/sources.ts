import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { ContentType } from '../../src/content/schema/contentType';
import { facts as factsType } from '../../src/content/schema/facts';
import type { Locale } from '../../shared/locales';
import { resolveFacts, unknownFactProblems, type Facts } from './factTokens';
import { siteFacts } from './siteFacts';
import type { Problem } from './problem';

/** A file of content/ as its editor wrote it, before anything is generated from it. */
export interface Source {
  /** From the repository root: content/services/cloud.en.yaml. */
  file: string;
  type: ContentType;
  slug: string;
  /** English or Arabic; undefined for a shared type's single file. */
  locale: Locale | undefined;
  /** The path inside content/: `services/cloud.en.yaml`. */
  inContent: string;
  /** The file as its editor wrote it. */
  text: string;
  /** The text with the company-wide facts written in: what the site is generated from. */
  resolved: string;
  /** The fields: the YAML document, or an MDX file's front matter. */
  data: unknown;
  /** An MDX file's text below the front matter; empty for YAML. */
  body: string;
  /** The line of the file on which `body` starts. */
  bodyLine: number;
  /** The line on which the field at `path` (or its closest written parent) is written. */
  lineOf: (path: readonly PropertyKey[]) => number | undefined;
}

/** `{slug}.{locale}.{extension}`, or `{slug}.{extension}` for a shared type's file. */
export const contentFileName =
  /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)(?:\.(?<locale>[a-z]{2}))?\.(?<extension>yaml|mdx)$/;
const frontMatter = /^---\r?\n(?<fields>[\s\S]*?)\r?\n---\r?\n?/;
const startsWithFact = /^\s*(?:-\s+|[\w-]+:\s+)\{[A-Za-z]/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function typeOf(types: readonly ContentType[], folder: string, slug: string, format: string) {
  const here = types.filter((type) => type.folder === folder && type.format === format);
  return here.find((type) => type.slugs?.includes(slug)) ?? here.find((type) => !type.slugs);
}

/**
 * Where the field at `path` starts: its key for a named field (a group's or list's value
 * starts on the next line), the item itself for a list item.
 */
function fieldStart(document: Document, path: readonly PropertyKey[]): number | undefined {
  const key = path.at(-1);
  if (typeof key === 'string') {
    const parent = path.length === 1 ? document.contents : document.getIn(path.slice(0, -1), true);
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (isNode(pair?.key) && pair.key.range) return pair.key.range[0];
    }
  }
  const node: unknown = document.getIn(path, true);
  return isNode(node) && node.range ? node.range[0] : undefined;
}

function lineFinder(document: Document, lines: LineCounter, offset: number) {
  return (path: readonly PropertyKey[]) => {
    for (let length = path.length; length > 0; length -= 1) {
      const start = fieldStart(document, path.slice(0, length));
      if (start !== undefined) return lines.linePos(start).line + offset;
    }
    return undefined;
  };
}

interface Parsed {
  data: unknown;
  body: string;
  bodyLine: number;
  lineOf: Source['lineOf'];
}

function parse(file: string, text: string, format: string): Parsed | Problem {
  const fields = format === 'mdx' ? frontMatter.exec(text) : null;
  if (format === 'mdx' && !fields) {
    return {
      file,
      line: 1,
      message:
        'an MDX file starts with its fields between two lines of three dashes (---), then the text. Add the front matter at the top.',
    };
  }
  const yamlText = fields?.groups?.fields ?? text;
  const offset = fields ? 1 : 0;
  const lines = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const { line } = lines.linePos(error.pos[0]);
    const written = yamlText.split('\n')[line - 1] ?? '';
    // YAML reads a value that starts with { as a group of fields, not as text.
    const hint = startsWithFact.test(written)
      ? " A value that starts with a {fact} is written in single quotes: - '{clients} clients'."
      : '';
    return {
      file,
      line: line + offset,
      message: `this is not valid YAML, so the file cannot be read. Check the indentation and the quotes around this line.${hint} (The YAML reader says: ${error.message})`,
    };
  }
  const header = fields?.[0] ?? '';
  return {
    data: document.toJS(),
    body: text.slice(header.length),
    bodyLine: header.split('\n').length,
    lineOf: lineFinder(document, lines, offset),
  };
}

interface Placed {
  type: ContentType;
  slug: string;
  /** Undefined for a shared type's single file. */
  locale: Locale | undefined;
  extension: string;
}

/** Which type a file is, from its folder and name (`services/cloud.en.yaml`). */
function place(file: string, inContent: string, types: readonly ContentType[]): Placed | Problem {
  const folder = inContent.split('/').slice(0, -1).join('/');
  const name = contentFileName.exec(inContent.split('/').at(-1) ?? '');
  const { slug = '', locale, extension = '' } = name?.groups ?? {};
  const type = name ? typeOf(types, folder, slug, extension) : undefined;
  const language = locale === 'en' || locale === 'ar' ? locale : undefined;
  if (type && (type.shared ? language === undefined : language !== undefined)) {
    return { type, slug, locale: language, extension };
  }
  if (type?.shared) {
    return { file, message: `this file serves both languages: name it ${slug}.${extension}.` };
  }
  if (!name || type) {
    return {
      file,
      message:
        'content files are named {slug}.en.yaml and {slug}.ar.yaml (or .mdx): lower-case words joined by hyphens, then the language. Rename the file.',
    };
  }
  const here = types.filter((candidate) => candidate.folder === folder);
  return {
    file,
    message:
      here.length === 0
        ? `no kind of document lives in content/${folder}. Move the file to the folder of its kind (see docs/editing-content.md).`
        : `content/${folder} holds ${[...new Set(here.map((candidate) => `.${candidate.format}`))].join(' and ')} files only. Use that format.`,
  };
}

/**
 * Reads one file, placed by its path in content/ (`services/cloud.en.yaml`), with the
 * company-wide facts written in where it names them. `file` is the path shown to the editor.
 */
export function readSource(
  file: string,
  inContent: string,
  text: string,
  types: readonly ContentType[],
  facts: Facts = {},
): { source?: Source; problems: Problem[] } {
  return readPlaced(file, inContent, text, place(file, inContent, types), facts);
}

function readPlaced(
  file: string,
  inContent: string,
  text: string,
  placed: Placed | Problem,
  facts: Facts,
): { file: string; source?: Source; problems: Problem[]; namesFacts: boolean } {
  if ('message' in placed) return { file, problems: [placed], namesFacts: false };
  const { type, slug, locale, extension } = placed;
  // The file as written must be valid on its own (Prettier and the web editor read it so),
  // and so must the file with the facts written in, which the site is generated from.
  const asWritten = parse(file, text, extension);
  if ('message' in asWritten) return { file, problems: [asWritten], namesFacts: false };
  const resolved = locale ? resolveFacts(text, locale, facts) : { text, unknown: [] };
  const namesFacts = resolved.text !== text || resolved.unknown.length > 0;
  const parsed = resolved.text === text ? asWritten : parse(file, resolved.text, extension);
  if ('message' in parsed) return { file, problems: [parsed], namesFacts };
  return {
    file,
    source: { file, inContent, type, slug, locale, text, resolved: resolved.text, ...parsed },
    problems: unknownFactProblems(file, resolved.unknown, facts),
    namesFacts,
  };
}

const sourcesOf = (reads: readonly { source?: Source }[]) =>
  reads.flatMap(({ source }) => (source ? [source] : []));

/**
 * The facts, and those the code decides, once the facts file has passed the schema;
 * undefined while it has problems.
 */
function factsOf(shared: readonly Source[]): Facts | undefined {
  const written = shared.find((source) => source.type === factsType);
  const parsed = factsType.fields.safeParse(written?.data);
  return parsed.success ? siteFacts(parsed.data) : undefined;
}

/**
 * Reads every file in `contentDirectory`: the shared files first (the facts), then every
 * document with the facts written in, each named from `root` (content/services/cloud.en.yaml).
 * Files that cannot be read or placed are problems.
 * While the facts file itself has problems, a document that names a fact cannot be read
 * as the site will read it: it is left out (`waiting`) rather than reported for each fact.
 */
export function readSources(
  contentDirectory: string,
  types: readonly ContentType[],
  root = '.',
): { sources: Source[]; shared: Source[]; problems: Problem[]; waiting: Source[] } {
  const files = filesUnder(contentDirectory)
    .sort()
    .map((path) => {
      const file = relative(root, path);
      const inContent = relative(contentDirectory, path);
      return {
        file,
        inContent,
        text: readFileSync(path, 'utf8'),
        placed: place(file, inContent, types),
      };
    });
  const isShared = ({ placed }: (typeof files)[number]) =>
    !('message' in placed) && placed.type.shared === true;
  const read = (facts: Facts) => (entry: (typeof files)[number]) =>
    readPlaced(entry.file, entry.inContent, entry.text, entry.placed, facts);
  const sharedReads = files.filter(isShared).map(read({}));
  const shared = sourcesOf(sharedReads);
  const facts = factsOf(shared);
  const documentReads = files.filter((entry) => !isShared(entry)).map(read(facts ?? {}));
  const waits = (read: (typeof documentReads)[number]) => facts === undefined && read.namesFacts;
  return {
    sources: sourcesOf(documentReads.filter((read) => !waits(read))),
    shared,
    problems: [...sharedReads, ...documentReads.filter((read) => !waits(read))].flatMap(
      ({ problems }) => problems,
    ),
    waiting: sourcesOf(documentReads.filter(waits)),
  };
}
