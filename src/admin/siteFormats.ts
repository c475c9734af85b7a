import { parse } from 'yaml';
import { editedYaml, freshYaml, isRecord, withoutEmpty } from './editedYaml';
import { withoutAddress } from './pageAddress';

/**
 * The CMS's file formats for content/: YAML documents, and MDX with its fields as front
 * matter above the text. The CMS hands a format only the edited values, never the file they
 * came from, so each file read is remembered and a save rewrites the one it came from in
 * place; a file the CMS did not read (a new document) is written afresh.
 */
export interface FileFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

const frontMatter = /^---\r?\n(?<fields>[\s\S]*?\r?\n)---\r?\n(?<gap>\s*)/;

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** Every written value of a document by its path, to tell which read file a save came from. */
function leaves(value: unknown): string[] {
  return pathedLeaves(withoutEmpty(value), '');
}

function pathedLeaves(value: unknown, path: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => pathedLeaves(item, `${path}.${index}`));
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => pathedLeaves(item, `${path}.${key}`));
  }
  return [`${path}=${JSON.stringify(value)}`];
}

/**
 * The file read whose values the saved data shares most, if it shares more than half of them:
 * an edit changes a few values of one file; two files of a kind share few.
 */
export function closestRead<Read extends { data: unknown }>(
  reads: readonly Read[],
  data: unknown,
): Read | undefined {
  const saved = new Set(leaves(data));
  let best: { read: Read; shared: number } | undefined;
  for (const read of reads) {
    const shared = leaves(read.data).filter((leaf) => saved.has(leaf)).length;
    if (shared > (best?.shared ?? saved.size / 2)) best = { read, shared };
  }
  return best?.read;
}

export function yamlFormat(): FileFormat {
  const reads: { text: string; data: unknown }[] = [];
  return {
    fromFile(text) {
      const data = record(parse(text));
      reads.push({ text, data });
      return data;
    },
    toFile(form) {
      const data = withoutAddress(form);
      const read = closestRead(reads, data);
      const text = (read && editedYaml(read.text, data)) ?? freshYaml(data);
      // The next save of this document starts from what this one wrote.
      reads.push({ text, data });
      return text;
    },
  };
}

export function mdxFormat(): FileFormat {
  const reads: { fields: string; gap: string; data: unknown }[] = [];
  return {
    fromFile(text) {
      const match = frontMatter.exec(text);
      const fields = match?.groups?.fields ?? '';
      const gap = match?.groups?.gap ?? '\n';
      const data = record(parse(fields));
      reads.push({ fields, gap, data });
      return { ...data, body: text.slice(match?.[0].length ?? 0) };
    },
    toFile({ body, ...form }) {
      const data = withoutAddress(form);
      const read = closestRead(reads, data);
      const fields = (read && editedYaml(read.fields, data)) ?? freshYaml(data);
      const gap = read?.gap ?? '\n';
      reads.push({ fields, gap, data });
      return `---\n${fields}---\n${gap}${typeof body === 'string' ? body : ''}`;
    },
  };
}
