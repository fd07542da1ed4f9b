// The .ics sent with a confirmation: all-day events for stays, tours and hires; timed ones for tables and nights out.
import { timeZoneOf } from '../countries/country-time.js';
import type { EmailAttachment } from '../email/email-outbox.entity.js';
import { kindOf } from '../listings/kind-registry.js';
import type { Booking } from './booking.entity.js';
import { addDays, addMinutes } from './booking-dates.js';

const compact = (date: string) => date.replaceAll('-', '');
/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

function timing(booking: Booking): string[] {
  const plugin = kindOf(booking.type).booking;
  if (booking.startTime && plugin.calendarMinutes) {
    const zone = timeZoneOf(booking.countryCode);
    const minutes = plugin.calendarMinutes;
    const end = addMinutes(
      booking.startTime,
      Math.min(minutes, 24 * 60 - 1 - (Number(booking.startTime.slice(0, 2)) * 60 + Number(booking.startTime.slice(3)))),
    );
    return [
      `DTSTART;TZID=${zone}:${compact(booking.startDate)}T${booking.startTime.replace(':', '')}00`,
      `DTEND;TZID=${zone}:${compact(booking.startDate)}T${end.replace(':', '')}00`,
    ];
  }
  // All-day events end the day after their last day; a hotel stay ends on the check-out morning.
  const lastDay = plugin.endsOnEndDate ? booking.endDate : addDays(booking.endDate, 1);
  return [
    `DTSTART;VALUE=DATE:${compact(booking.startDate)}`,
    `DTEND;VALUE=DATE:${compact(lastDay > booking.startDate ? lastDay : addDays(booking.startDate, 1))}`,
  ];
}

export function bookingCalendar(booking: Booking, domain: string): EmailAttachment {
  const stamp = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Safari Marketplace//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${domain}`,
    `DTSTAMP:${stamp}`,
    ...timing(booking),
    `SUMMARY:${escapeText(`${booking.listingName} (${booking.reference})`)}`,
    `LOCATION:${escapeText(booking.location)}`,
    `DESCRIPTION:${escapeText(`Booking ${booking.reference} for ${booking.partySize}`)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: `${lines.join('\r\n')}\r\n` };
}
