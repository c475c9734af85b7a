/** Honorifics that open a name and are not part of the initials (English and Arabic). */
const honorifics = new Set(['dr.', 'eng.', 'prof.', 'mr.', 'ms.', 'د.', 'م.', 'أ.']);

/** The article that opens many family names: "Al-Harbi" → H, "الحربي" → ح. */
const article = /^(?:al-|el-|ال)(?=\p{L}{2})/iu;

/**
 * Up to two initials for an avatar: "Dr. Majed S." → "MS", "د. ماجد س." → "م‌س",
 * "Noura Al-Otaibi" → "NO".
 * Arabic letters join when written together, so a zero-width non-joiner keeps Arabic
 * initials as separate letters without a space between them.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const first = words.findIndex((word) => !honorifics.has(word.toLowerCase()));
  const letters = words
    .slice(Math.max(first, 0), Math.max(first, 0) + 2)
    .map((word) => Array.from(word.replace(article, ''))[0] ?? '');
  return letters.join(/\p{Script=Arabic}/u.test(name) ? '\u200c' : '');
}
