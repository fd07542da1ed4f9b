// Which day of a tour each itinerary step falls on. The partner sets it per step; the demo data spreads its steps
// evenly over the tour's days (the first on day 1, the last on the last day). The tour page labels its steps with the
// same day the server dates a booking's steps with, so a step's "Day N" and its date always agree. No Node, ORM or
// React imports: both sides import it.

/** The day (from 1) of the step at `position` (from 1) among `stepCount` steps spread over `tourDays` days. */
export function itineraryDay(position: number, stepCount: number, tourDays: number): number {
  const days = Math.max(1, tourDays);
  if (stepCount <= 1) return 1;
  return dayWithin(1 + Math.round(((position - 1) * (days - 1)) / (stepCount - 1)), days);
}

/** A step's day as travellers see it: never after the tour's last day (a tour may be shortened after its steps were set). */
export function dayWithin(day: number, tourDays: number): number {
  return Math.min(Math.max(1, tourDays), Math.max(1, day));
}
