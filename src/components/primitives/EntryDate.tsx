import { calendarDay } from '../../content/schedule';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';

/** A content date in the page's language, marked up with the day machines read. */
export function EntryDate({ date }: { date: string }) {
  const locale = useLocale();
  return <time dateTime={calendarDay(date)}>{formatDate(date, locale)}</time>;
}
