/**
 * The figures a text gives, to compare a document's two languages. Every number written in
 * digits counts, except where Arabic rightly says it another way:
 * - 1 and 2, which Arabic carries in the noun itself ("عامان", "أسبوعين");
 * - "24/7" (and "24/7/365"), which Arabic says as "على مدار الساعة";
 * - digits that are part of a name (5G, Wi-Fi 6E, S3), which Arabic may name in words;
 *   an amount with its unit ("$2.4M", "3x") is still a figure.
 * Arabic-Indic digits, the Arabic decimal point and thousands separators read as their values.
 */
const roundTheClock = /24\s*\/\s*7(?:\s*\/\s*365)?/g;
const arabicIndicDigits = '٠١٢٣٤٥٦٧٨٩';
const number = /(?<![A-Za-z\d.])\d+(?:\.\d+)?(?![GE](?![a-z]))/g;

export function figuresIn(text: string): string[] {
  const plain = text
    .replace(roundTheClock, ' ')
    .replace(/[٠-٩]/g, (digit) => String(arabicIndicDigits.indexOf(digit)))
    .replace(/(\d)٫(\d)/g, '$1.$2')
    .replace(/(\d)[,٬](?=\d{3}(?!\d))/g, '$1');
  return (plain.match(number) ?? []).filter((figure) => Number(figure) > 2).sort();
}

/** What one language gives that the other does not, as text for the editor; '' when equal. */
export function figureDifference(english: string, arabic: string): string {
  const left = figuresIn(english);
  const right = figuresIn(arabic);
  const without = (from: string[], taken: string[]) => {
    const rest = [...taken];
    return from.filter((figure) => {
      const at = rest.indexOf(figure);
      if (at === -1) return true;
      rest.splice(at, 1);
      return false;
    });
  };
  const missing = without(left, right);
  const extra = without(right, left);
  return [
    missing.length > 0 ? `lacks ${missing.join(', ')}` : '',
    extra.length > 0 ? `adds ${extra.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}
