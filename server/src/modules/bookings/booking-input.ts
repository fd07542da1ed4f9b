// What a booking request may say, parsed once by zod (GraphQL and REST both end here), with the spec §5 wording
// for missing fields. Whether a date is past depends on the listing's country: booking-plans.ts checks that.
import { z } from 'zod';
import { badInput } from '../../errors.js';
import { clockTime, optionalText, parseInput, singleLine, text, wholeNumber } from '../../validation.js';
import { BookingType } from './booking.entity.js';

export const PARTY_SIZE_MAX = 12;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const messages = {
  reservationRequired: 'Please complete required fields.',
  leisureRequired: 'Please fill name, email, date and time',
  hotelDates: 'Please select check-in and check-out dates',
  rideDates: 'Please select pickup and return dates',
  email: 'Please enter a valid email address.',
  contactRequired: 'Please enter your name and email.',
} as const;

const listingId = wholeNumber(1, 2_147_483_647);
const isoDate = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
  error: 'must be a date as YYYY-MM-DD',
});
const party = wholeNumber(1, PARTY_SIZE_MAX);
/** An e-mail as typed: trimmed, lower-cased; blank is "not given". */
export function readEmail(value: string | null | undefined, field: string): string | null {
  const email = value?.trim().toLowerCase();
  if (!email) return null;
  if (!EMAIL_PATTERN.test(email)) throw badInput(field, messages.email);
  return email;
}

const contactSchema = z.object({ name: singleLine(120).transform((v) => v.trim()), email: optionalText(254), phone: optionalText(40) }).strict();

const stay = z
  .object({ hotelId: listingId, checkIn: isoDate, checkOut: isoDate, rooms: wholeNumber(1, 10), guests: wholeNumber(1, 40), roomTypeId: listingId.nullish() })
  .strict();
const places = z.object({ tourId: listingId, date: isoDate, partySize: party, addOns: z.array(text(40)).max(10).nullish() }).strict();
const table = z
  .object({
    restaurantId: listingId,
    date: isoDate,
    time: clockTime,
    partySize: party,
    tableId: listingId.nullish(),
    seatingPreference: z.enum(['indoor', 'outdoor', 'window', 'bar']).nullish(),
    occasion: z.enum(['birthday', 'business', 'romantic', 'family']).nullish(),
    specialRequests: optionalText(1000),
  })
  .strict();
const leisure = z.object({ venueId: listingId, date: isoDate, time: clockTime, guests: party, specialRequests: optionalText(1000) }).strict();
const ride = z.object({ serviceId: listingId, pickupDate: isoDate, returnDate: isoDate, passengers: wholeNumber(1, 60) }).strict();

export type Contact = Omit<z.output<typeof contactSchema>, 'email'> & { email: string | null };
export type StayRequest = z.output<typeof stay> & { type: BookingType.HOTEL };
export type PlacesRequest = z.output<typeof places> & { type: BookingType.TOUR };
export type TableRequest = z.output<typeof table> & { type: BookingType.RESTAURANT };
export type LeisureRequest = z.output<typeof leisure> & { type: BookingType.LEISURE };
export type RideRequest = z.output<typeof ride> & { type: BookingType.TRANSPORT };
export type BookingDetails = StayRequest | PlacesRequest | TableRequest | LeisureRequest | RideRequest;

export interface BookingRequest {
  contact: Contact | null;
  details: BookingDetails;
}

const detailSchemas = {
  hotel: { schema: stay, type: BookingType.HOTEL },
  tour: { schema: places, type: BookingType.TOUR },
  restaurant: { schema: table, type: BookingType.RESTAURANT },
  leisure: { schema: leisure, type: BookingType.LEISURE },
  ride: { schema: ride, type: BookingType.TRANSPORT },
} as const;

type DetailKey = keyof typeof detailSchemas;

const blank = (value: unknown) => value == null || (typeof value === 'string' && !value.trim());

/** The spec §5 refusals for what a form must have, before types and ranges are looked at. */
function requireFields(key: DetailKey, details: Record<string, unknown>, contact: Record<string, unknown> | null | undefined) {
  const missing = (fields: string[]) => fields.find((field) => blank(details[field]));
  if (key === 'hotel') {
    const field = missing(['checkIn', 'checkOut']);
    if (field) throw badInput(`hotel.${field}`, messages.hotelDates);
  }
  if (key === 'ride') {
    const field = missing(['pickupDate', 'returnDate']);
    if (field) throw badInput(`ride.${field}`, messages.rideDates);
  }
  if (key === 'restaurant') {
    const field = missing(['date', 'time', 'partySize']);
    if (field) throw badInput(`restaurant.${field}`, messages.reservationRequired);
    if (contact && blank(contact.name)) throw badInput('contact.name', messages.reservationRequired);
  }
  if (key === 'leisure') {
    const field = missing(['date', 'time']);
    if (field) throw badInput(`leisure.${field}`, messages.leisureRequired);
    if (contact && (blank(contact.name) || blank(contact.email)))
      throw badInput(blank(contact.name) ? 'contact.name' : 'contact.email', messages.leisureRequired);
  }
}

/** A booking request as GraphQL (and, after mapping, REST) sends it: exactly one of the five detail inputs. */
export function readBookingRequest(input: Record<string, unknown>): BookingRequest {
  const given = (Object.keys(detailSchemas) as DetailKey[]).filter((key) => input[key] != null);
  if (given.length !== 1) throw badInput('input', 'Give exactly one of hotel, tour, restaurant, leisure or ride.');
  const key = given[0]!;
  const rawContact = input.contact as Record<string, unknown> | null | undefined;
  requireFields(key, input[key] as Record<string, unknown>, rawContact);
  const { schema, type } = detailSchemas[key];
  const details = { ...(parseInput(schema as z.ZodType, input[key], key) as object), type } as BookingDetails;
  const parsed = rawContact == null ? null : parseInput(contactSchema, rawContact, 'contact');
  const contact = parsed && { ...parsed, email: readEmail(parsed.email, 'contact.email') };
  if (contact && !contact.name) throw badInput('contact.name', messages.contactRequired);
  return { contact, details };
}

/** An idempotency key as clients send it: 8 to 200 visible characters (a UUID fits). */
export function readIdempotencyKey(value: unknown, field = 'idempotencyKey'): string | null {
  if (value == null || value === '') return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{8,200}$/.test(value)) throw badInput(field, `${field} must be 8 to 200 visible characters, such as a UUID.`);
  return value;
}

export const referenceSchema = z.object({ reference: text(40).transform((v) => v.trim().toUpperCase()), email: optionalText(254) });

/** A booking reference, and the e-mail a guest opens it with. */
export function readReference(input: { reference: unknown; email?: unknown }): { reference: string; email: string | null } {
  const { reference, email } = parseInput(referenceSchema, input);
  return { reference, email: readEmail(email, 'email') };
}
