import { isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import { fieldPath } from './problem';

/** A run of a file's words an editor reads as one: a field's text, or a line of MDX text. */
export interface TextPiece {
  /** The field path for a value (`features[2].description`, `notices.close`); none for MDX text. */
  field?: string;
  /** The line the field or the text starts on. */
  line: number;
  text: string;
}

const frontMatter = /^---\r?\n(?<fields>[\s\S]*?)\r?\n---\r?\n?/;

/** Every text value of a YAML (or JSON) document, with its field path and line. */
function fieldPieces(yamlText: string, firstLine: number): TextPiece[] | undefined {
  const lines = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) return undefined;
  const pieces: TextPiece[] = [];
  visit(document, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      const keys: (string | number)[] = [];
      path.forEach((ancestor, index) => {
        if (isPair(ancestor) && isScalar(ancestor.key)) keys.push(String(ancestor.key.value));
        if (isSeq(ancestor)) keys.push(ancestor.items.indexOf(path[index + 1] ?? node));
      });
      pieces.push({
        field: fieldPath(keys),
        line: lines.linePos(node.range[0]).line + firstLine - 1,
        text: node.value,
      });
    },
  });
  return pieces;
}

function linePieces(text: string, firstLine: number): TextPiece[] {
  return text.split('\n').map((line, index) => ({ line: firstLine + index, text: line }));
}

/**
 * A file's words, piece by piece: each field's whole text (so a phrase folded across two
 * lines of YAML is still read as one), then an MDX file's text line by line. A file that
 * is not valid YAML is read line by line; the schema check names what is wrong with it.
 */
export function textPieces(file: string, text: string): TextPiece[] {
  if (!file.endsWith('.mdx')) return fieldPieces(text, 1) ?? linePieces(text, 1);
  const fields = frontMatter.exec(text);
  if (!fields) return linePieces(text, 1);
  const header = fields[0];
  const bodyLine = header.split('\n').length;
  return [
    ...(fieldPieces(fields.groups?.fields ?? '', 2) ?? linePieces(fields.groups?.fields ?? '', 2)),
    ...linePieces(text.slice(header.length), bodyLine),
  ];
}
