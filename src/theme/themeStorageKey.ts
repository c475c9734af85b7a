/** Where the visitor's theme choice is kept in local storage. */
export const themeStorageKey = 'theme';
