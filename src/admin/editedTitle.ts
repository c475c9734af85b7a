/**
 * The title of the entry open in the editor, as it is typed: the page address of a new
 * document follows it (AddressControl.tsx). The CMS re-renders a field only when its own
 * value changes and gives widgets no way to watch another field, so the title's control
 * (schemaControl.tsx) tells this store, and the address control listens.
 */
let title = '';
const listeners = new Set<() => void>();

export const editedTitle = {
  get: (): string => title,
  set(next: string) {
    if (next === title) return;
    title = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
