// Which day of a tour each itinerary step falls on: the steps spread evenly over the tour's days, the first on
// day 1 and the last on the last day. The tour page labels its steps with it and the server dates a booking's
// steps with it, so a step's "Day N" and its date always agree. No Node, ORM or React imports: both sides import it.

/** The day (from 1) of the step at `position` (from 1) among `stepCount` steps of a tour lasting `tourDays` days. */
export function itineraryDay(position: number, stepCount: number, tourDays: number): number {
  const days = Math.max(1, tourDays);
  if (stepCount <= 1) return 1;
  const day = 1 + Math.round(((position - 1) * (days - 1)) / (stepCount - 1));
  return Math.min(days, Math.max(1, day));
}
