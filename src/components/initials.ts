/** Honorifics that open a name and are not part of the initials (English and Arabic). */
const honorifics = new Set(['dr.', 'eng.', 'prof.', 'mr.', 'ms.', 'د.', 'م.', 'أ.']);

/**
 * Up to two initials for an avatar: "Dr. Majed S." → "MS", "د. ماجد س." → "م‌س".
 * Arabic letters join when written together, so a zero-width non-joiner keeps Arabic
 * initials as separate letters without a space between them.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const first = words.findIndex((word) => !honorifics.has(word.toLowerCase()));
  const letters = words
    .slice(Math.max(first, 0), Math.max(first, 0) + 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join(/\p{Script=Arabic}/u.test(name) ? '\u200c' : '');
}
