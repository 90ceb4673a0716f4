// Working days per country (issue 21: delivery windows ended on a Sunday, an invoice fell due on Christmas Day). The
// public holidays that hold nationwide in the shop's country come from `date-holidays` (offline data); a regional
// holiday (a German state's, a Swiss canton's) does not stop parcels across the country and is not counted.
//
// Two rules, both on local calendar days (YYYY-MM-DD):
// - Delivery counts parcel days, Monday to Saturday without public holidays: carriers deliver on Saturdays in all
//   four countries, and "Werktag" in German law includes Saturday.
// - A due date that falls on a Saturday, Sunday or public holiday moves to the next bank day (§ 193 BGB; the
//   Austrian, Swiss and Dutch rules agree): the customer can pay on it.
import Holidays from 'date-holidays';
import { parseDate } from '@internationalized/date';

export type CalendarCountry = 'DE' | 'AT' | 'CH' | 'NL';

const holidaysByCountryYear = new Map<string, Set<string>>();

function publicHolidays(country: CalendarCountry, year: number): Set<string> {
  const key = `${country}-${year}`;
  let days = holidaysByCountryYear.get(key);
  if (!days) {
    const calendar = new Holidays(country);
    days = new Set(
      (calendar.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)),
    );
    holidaysByCountryYear.set(key, days);
  }
  return days;
}

/** 1 = Monday … 7 = Sunday, for an ISO day. */
const weekday = (isoDay: string) => {
  const day = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

export const isPublicHoliday = (country: CalendarCountry, isoDay: string) =>
  publicHolidays(country, Number(isoDay.slice(0, 4))).has(isoDay);

/** A day parcels move: Monday to Saturday, not a public holiday. */
export const isParcelDay = (country: CalendarCountry, isoDay: string) =>
  weekday(isoDay) <= 6 && !isPublicHoliday(country, isoDay);

/** A day banks work: Monday to Friday, not a public holiday. */
export const isBankDay = (country: CalendarCountry, isoDay: string) =>
  weekday(isoDay) <= 5 && !isPublicHoliday(country, isoDay);

const nextDay = (isoDay: string) => parseDate(isoDay).add({ days: 1 }).toString();

/** The day `count` parcel days after `isoDay` (the day of ordering itself does not count). */
export function addParcelDays(country: CalendarCountry, isoDay: string, count: number): string {
  let day = isoDay;
  for (let left = count; left > 0; ) {
    day = nextDay(day);
    if (isParcelDay(country, day)) left -= 1;
  }
  return day;
}

/** A due date as it holds: the day itself, or the next bank day when it falls on a weekend or holiday. */
export function dueOnBankDay(country: CalendarCountry, isoDay: string): string {
  let day = isoDay;
  while (!isBankDay(country, day)) day = nextDay(day);
  return day;
}
