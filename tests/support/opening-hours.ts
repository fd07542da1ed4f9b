// SQL conditions that pick listings open at a time, by the rule bookings follow (booking-plans.ts): suites and
// benchmarks that book at a fixed time choose among these, whatever weekday their date falls on.

/** SQL: a leisure venue is open at `time` (HH:MM), as bookings require; a closing time at or before opening is after midnight. */
export const venueOpenAt = (time: string) =>
  `(case when close_time > open_time then '${time}' >= open_time and '${time}' < close_time else '${time}' >= open_time or '${time}' < close_time end)`;

/**
 * SQL: the restaurant (as `alias`) opens on every weekday and is open at `time` on each, so a booking at that time
 * holds whatever weekday a date ahead falls on.
 */
export const restaurantOpenAt = (time: string, alias = 'r') =>
  `(jsonb_array_length(${alias}.opening_hours::jsonb) = 7 and not exists (select 1 from jsonb_array_elements(${alias}.opening_hours::jsonb) h
    where not (case when h->>'closes' > h->>'opens' then '${time}' >= h->>'opens' and '${time}' < h->>'closes' else '${time}' >= h->>'opens' or '${time}' < h->>'closes' end)))`;
