import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Problem } from './problem';
import type { Source } from './sources';

/**
 * Prettier's layout of each file as last checked, with the text and settings it was made
 * from: the dev server checks every file again on each save, and formatting 150 files is
 * the largest part of the check's time. One entry a file, replaced when its text changes.
 */
const layouts = new Map<string, { written: string; settings: string; formatted: string }>();

async function laidOut(path: string, text: string): Promise<string> {
  const options = await resolveConfig(path);
  const settings = JSON.stringify(options);
  const known = layouts.get(path);
  if (known?.written === text && known.settings === settings) return known.formatted;
  const formatted = await format(text, { ...options, filepath: path });
  layouts.set(path, { written: text, settings, formatted });
  return formatted;
}

/**
 * Files are laid out the way Prettier writes them (single quotes in YAML, wrapped lines), so
 * a one-word edit stays a one-line change. Names the first line that differs. Prettier's
 * settings are those of `root`, the project the files are named from.
 */
export async function formattingProblems(
  sources: readonly Source[],
  root = '.',
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const source of sources) {
    const formatted = await laidOut(resolve(root, source.file), source.text);
    if (formatted === source.text) continue;
    const written = source.text.split('\n');
    const wanted = formatted.split('\n');
    const differs = wanted.findIndex((line, at) => line !== written[at]);
    // Only extra lines at the end differ when every wanted line matches.
    const index = differs === -1 ? wanted.length - 1 : differs;
    problems.push({
      file: source.file,
      line: index + 1,
      message: `is not laid out the way the project writes files${wanted[index] ? `; this line should read: ${wanted[index].trim()}` : ''}. Run \`npx prettier --write ${source.file}\` to fix the layout without changing the words.`,
    });
  }
  return problems;
}
