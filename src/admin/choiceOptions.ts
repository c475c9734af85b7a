import { readable, valueLabels } from './fieldLabels';

/** A document the editor knows by its slug, with the title its page shows. */
export interface TitledDocument {
  folder: string;
  slug: string;
  /** The English file's title (or name); the editor's own language is English. */
  title?: string;
}

/** An allowed value as the editor's select shows it (label) and the file keeps it (value). */
export interface ChoiceOption {
  label: string;
  value: string;
}

/** "managed-it" is keyed `managedIt` in the interface strings. */
const camel = (value: string) =>
  value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each allowed value with the name the site shows for it: the title of the document it is
 * the slug of (an industry, a solution, a service), else its name in one of `nameLists`, the
 * site's interface strings (a blog category, a social network, an about section), else its
 * words. One source names every value of a list, so a list never mixes two sources' names.
 */
export function choiceOptions(
  values: readonly string[],
  documents: readonly TitledDocument[],
  nameLists: readonly Readonly<Record<string, string>>[],
): ChoiceOption[] {
  const folders = [...new Set(documents.map((document) => document.folder))];
  const titled = folders
    .map(
      (folder) =>
        new Map(documents.filter((d) => d.folder === folder).map((d) => [d.slug, d.title])),
    )
    .find((titles) => values.every((value) => titles.get(value) !== undefined));
  const named = nameLists.find((names) =>
    values.every((value) => Object.hasOwn(names, value) || Object.hasOwn(names, camel(value))),
  );
  return values.map((value) => ({
    value,
    label:
      titled?.get(value) ??
      named?.[value] ??
      named?.[camel(value)] ??
      valueLabels[value] ??
      readable(value),
  }));
}
