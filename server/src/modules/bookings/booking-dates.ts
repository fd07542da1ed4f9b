// Calendar arithmetic on local dates (YYYY-MM-DD) and times (HH:MM) of the listing's country.
import { timeZoneOf } from '../countries/country-time.js';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date and wall-clock time now in a country: what "past" means for its listings. */
export function localNow(countryCode: string, at = new Date()): { date: string; time: string } {
  let format = formatters.get(countryCode);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZoneOf(countryCode),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(countryCode, format);
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `count` consecutive dates from `from`, as the midnight timestamps of their counters. */
export const dailySlots = (from: string, count: number) => Array.from({ length: count }, (_, day) => `${addDays(from, day)} 00:00:00`);

/** HH:MM plus minutes, within the same day. */
export function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** How far ahead bookings are taken. */
export const BOOKING_HORIZON_DAYS = 365;
