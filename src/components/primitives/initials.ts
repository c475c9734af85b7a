/** Honorifics that open a name and are not its initial (English and Arabic). */
const honorifics = new Set(['dr.', 'eng.', 'prof.', 'mr.', 'ms.', 'د.', 'م.', 'أ.']);

/**
 * The monogram of an avatar: the first letter of the name after any honorific,
 * "Dr. Majed S." → "M", "د. ماجد س." → "م".
 *
 * One letter, in both languages, because two cannot be kept from reading as a word: Arabic
 * letters set side by side read as one (ت and م read «تم», "done", joined or not), two
 * Latin capitals often spell one ("NO", "AI"), and Arabic's usual dotted initials («م. س.»)
 * are the very abbreviations of its honorifics (م. is "Eng."). The name is written beside
 * the avatar, so the monogram only has to mark the person, as a single letter does.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const first = words.find((word) => !honorifics.has(word.toLowerCase())) ?? '';
  return Array.from(first)[0]?.toLocaleUpperCase() ?? '';
}
