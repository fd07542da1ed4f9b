// What a booking request may say, parsed once by zod (GraphQL and REST both end here), with the spec §5 wording
// for missing fields. Whether a date is past depends on the listing's country: booking-plans.ts checks that.
import { z } from 'zod';
import type { BookingDetails, BookingRequestInputs } from './booking-kind.js';
import { badInput } from '../../errors.js';
import { optionalText, parseInput, singleLine, text } from '../../validation.js';
import { listingKinds } from '../listings/kind-registry.js';
import { type PaymentMethod, type PaymentRequest, paymentSchema } from './payments.js';

export { PARTY_SIZE_MAX } from './booking-kind.js';
export type { BookingDetails, BookingRequests, BookingRequestInputs, RequestInput } from './booking-kind.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const messages = {
  email: 'Please enter a valid email address.',
  contactRequired: 'Please enter your name and email.',
} as const;

/** An e-mail as typed: trimmed, lower-cased; blank is "not given". */
export function readEmail(value: string | null | undefined, field: string): string | null {
  const email = value?.trim().toLowerCase();
  if (!email) return null;
  if (!EMAIL_PATTERN.test(email)) throw badInput(field, messages.email);
  return email;
}

const contactSchema = z.object({ name: singleLine(120).transform((v) => v.trim()), email: optionalText(254), phone: optionalText(40) }).strict();

export type Contact = Omit<z.output<typeof contactSchema>, 'email'> & { email: string | null };

/** What the contact part of a booking input may carry, as GraphQL and REST send it. */
export interface ContactInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A booking input as GraphQL sends it (and REST, after mapping): the contact and exactly one kind's request, under the kind's input field. */
export interface BookingRequestInput extends Partial<{ [Field in keyof BookingRequestInputs]: BookingRequestInputs[Field] | null }> {
  idempotencyKey?: string | null;
  contact?: ContactInput | null;
}

/** Holding or booking: the typed command of BookingService.hold. */
export interface PlaceBooking {
  idempotencyKey: string | null;
  contact: Contact | null;
  details: BookingDetails;
}

/** Booking in one step: the typed command of BookingService.create. */
export interface CreateBooking extends PlaceBooking {
  payment: PaymentRequest;
}

/** A held booking to pay for and confirm: the typed command of BookingService.confirm. */
export interface ConfirmBooking {
  idempotencyKey: string | null;
  reference: string;
  email: string | null;
  payment: PaymentRequest;
}

/** Several held bookings paid once and confirmed together: the typed command of BookingService.confirmTogether. */
export interface ConfirmTogether {
  references: string[];
  email: string | null;
  payment: PaymentRequest;
  /** One receipt mail for all of them (a cart) instead of a confirmation mail per booking. */
  oneReceipt?: boolean;
}

/** A booking named by its reference (and, for guests, its e-mail). */
export interface BookingReference {
  reference: string;
  email: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The kind's request of a booking input: exactly one kind's input field must be given. */
function readDetails(input: BookingRequestInput, contact: ContactInput | null | undefined): BookingDetails {
  const fields = new Map<string, unknown>(Object.entries(input));
  const given = listingKinds().filter((kind) => fields.get(kind.booking.inputField) != null);
  if (given.length !== 1) {
    const names = listingKinds().map((kind) => kind.booking.inputField);
    throw badInput('input', `Give exactly one of ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`);
  }
  const kind = given[0]!;
  const field = kind.booking.inputField;
  const raw = fields.get(field);
  kind.booking.requireFields?.(isRecord(raw) ? raw : {}, contact as Record<string, unknown> | null | undefined);
  // The kind's schema is the kind's request; its booking type is the tag of the union.
  return { ...parseInput(kind.booking.schema, raw, field), type: kind.type } as BookingDetails;
}

/** A booking request as GraphQL (and, after mapping, REST) sends it: the contact and exactly one kind's request. */
export function readPlaceBooking(input: BookingRequestInput): PlaceBooking {
  const details = readDetails(input, input.contact);
  const parsed = input.contact == null ? null : parseInput(contactSchema, input.contact, 'contact');
  const contact = parsed && { ...parsed, email: readEmail(parsed.email, 'contact.email') };
  if (contact && !contact.name) throw badInput('contact.name', messages.contactRequired);
  return { idempotencyKey: readIdempotencyKey(input.idempotencyKey), contact, details };
}

/** A one-step booking as GraphQL (and, after mapping, REST) sends it; the payment defaults to paying at the venue. */
export function readCreateBooking(input: BookingRequestInput & { payment?: PaymentInput | null }): CreateBooking {
  const place = readPlaceBooking(input);
  return { ...place, payment: parseInput(paymentSchema, input.payment ?? undefined, 'payment') };
}

/** What a payment input may carry. */
export interface PaymentInput {
  method?: PaymentMethod | null;
  cardNumber?: string | null;
  phone?: string | null;
}

/** A confirmation of a held booking as GraphQL sends it. */
export function readConfirmBooking(input: {
  idempotencyKey?: string | null;
  reference: string;
  email?: string | null;
  payment?: PaymentInput | null;
}): ConfirmBooking {
  const idempotencyKey = readIdempotencyKey(input.idempotencyKey);
  const { reference, email } = readReference(input);
  return { idempotencyKey, reference, email, payment: parseInput(paymentSchema, input.payment ?? undefined, 'payment') };
}

/** An idempotency key as clients send it: 8 to 200 visible characters (a UUID fits). */
export function readIdempotencyKey(value: unknown, field = 'idempotencyKey'): string | null {
  if (value == null || value === '') return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{8,200}$/.test(value)) throw badInput(field, `${field} must be 8 to 200 visible characters, such as a UUID.`);
  return value;
}

export const referenceSchema = z.object({ reference: text(40).transform((v) => v.trim().toUpperCase()), email: optionalText(254) });

/** A booking reference, and the e-mail a guest opens it with. */
export function readReference(input: { reference: unknown; email?: unknown }): BookingReference {
  const { reference, email } = parseInput(referenceSchema, input);
  return { reference, email: readEmail(email, 'email') };
}
