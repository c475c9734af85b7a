/**
 * What a page receives of a generated document: the build trims `_raw` and `body`. Over a
 * union of document types it trims each member, so the union keeps its `type` tags.
 */
export type DocumentData<T> = T extends unknown ? Omit<T, '_raw' | 'body'> : never;
