// A departure rule ("every Tuesday and Friday at 07:00 until 20 March") turned into its concrete dates by the
// iCalendar recurrence rules of RFC 5545. Dates are calendar days: the rule runs on UTC midnights and reads back the day.
import rrule from 'rrule';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';

const { RRule } = rrule;

const BYDAY = {
  [Weekday.MONDAY]: RRule.MO,
  [Weekday.TUESDAY]: RRule.TU,
  [Weekday.WEDNESDAY]: RRule.WE,
  [Weekday.THURSDAY]: RRule.TH,
  [Weekday.FRIDAY]: RRule.FR,
  [Weekday.SATURDAY]: RRule.SA,
  [Weekday.SUNDAY]: RRule.SU,
} as const;

export interface DepartureRule {
  weekdays: readonly Weekday[];
  /** First possible day, YYYY-MM-DD. */
  from: string;
  /** Last possible day, YYYY-MM-DD, included. */
  until: string;
}

const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** The days from `from` to `until` (both included) that fall on one of the weekdays, in order. */
export function departureDates({ weekdays, from, until }: DepartureRule): string[] {
  const rule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: [...new Set(weekdays)].map((day) => BYDAY[day]),
    dtstart: utcMidnight(from),
    until: utcMidnight(until),
  });
  return rule.all().map((date) => date.toISOString().slice(0, 10));
}
