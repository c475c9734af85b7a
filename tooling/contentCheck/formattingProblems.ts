import { format, resolveConfig } from 'prettier';
import type { Problem } from './problem';
import type { Source } from './sources';

/**
 * Files are laid out the way Prettier writes them (single quotes in YAML, wrapped lines), so
 * a one-word edit stays a one-line change. Names the first line that differs.
 */
export async function formattingProblems(sources: readonly Source[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const source of sources) {
    const options = await resolveConfig(source.file);
    const formatted = await format(source.text, { ...options, filepath: source.file });
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
