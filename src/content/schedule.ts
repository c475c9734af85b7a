/**
 * When dated content happens, in the company's own calendar. Dates in content are calendar
 * days with no time of day, read as days in Saudi time (Asia/Riyadh, UTC+3 all year): an
 * event or webinar is upcoming through the end of its day in Riyadh (23:59 on 7 March is
 * still before a 7 March workshop is over) and past from the next midnight there. An
 * article is published from the start of its day in Riyadh.
 */
export const siteTimeZone = 'Asia/Riyadh';

/**
 * `en-CA` writes dates as YYYY-MM-DD, the form content uses. Made once, on the first call
 * rather than when the module loads: every page's start-up loads this module, and making
 * the browser's first formatter with a time zone took most of that step's task, on pages
 * that never ask for a day.
 */
let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Riyadh at `instant`, written YYYY-MM-DD. */
export function riyadhDay(instant: Date | number): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(
    dayFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A content date as its calendar day, YYYY-MM-DD. contentlayer hands dates over as the
 * day's midnight in UTC (2027-04-14T00:00:00.000Z); the day is the part before the time.
 */
export function calendarDay(date: string): string {
  return date.slice(0, 10);
}

/** Upcoming through the end of its own day; `today` is YYYY-MM-DD. */
export function isUpcoming(date: string, today: string): boolean {
  return calendarDay(date) >= today;
}

/** An article dated today or earlier is published; one dated later waits for its day. */
export function isPublished(date: string, today: string): boolean {
  return calendarDay(date) <= today;
}

interface Dated {
  date: string;
}

export interface Schedule<Item extends Dated> {
  /** Soonest first. */
  upcoming: Item[];
  /** Most recent first. */
  past: Item[];
}

/** Upcoming and past items of a list, as of `today`. */
export function splitByDate<Item extends Dated>(
  items: readonly Item[],
  today: string,
): Schedule<Item> {
  const byDate = [...items].sort((first, second) => first.date.localeCompare(second.date));
  return {
    upcoming: byDate.filter((item) => isUpcoming(item.date, today)),
    past: byDate.filter((item) => !isUpcoming(item.date, today)).reverse(),
  };
}
