/** One thing an editor must fix: where it is, and what to write instead. */
export interface Problem {
  /** The file, from the repository root. */
  file: string;
  line?: number;
  /** The field path, items counted from 1: `features[2].icon`. */
  field?: string;
  message: string;
}

export function formatProblem({ file, line, field, message }: Problem): string {
  const place = [file, line === undefined ? '' : `line ${line}`, field ? `field ${field}` : '']
    .filter(Boolean)
    .join(', ');
  return `${place}: ${message}`;
}

/** `['features', 1, 'icon']` → `features[2].icon`: editors count list items from 1. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((written, key) => {
    if (typeof key === 'number') return `${written}[${key + 1}]`;
    return written ? `${written}.${String(key)}` : String(key);
  }, '');
}
