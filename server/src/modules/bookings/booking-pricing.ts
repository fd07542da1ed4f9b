// The one price of a booking: each kind's plug-in names what is charged (nights of a room type, places, add-ons,
// a vehicle's days, pre-ordered dishes), this adds the spec's taxes and fees and sums the lines. The estimate on
// the review step, the charge, the e-mail and every screen read these lines, so what is shown is what is paid.
import type { Booking } from './booking.entity.js';

/** What a line is for: the words each screen puts around its figures. */
export enum PriceLineKind {
  /** A room type for some nights at one nightly rate: quantity rooms × nights × rate. */
  ROOM_NIGHTS = 'ROOM_NIGHTS',
  /** A place on a tour, a cover at a table or an entry for the evening: quantity people × price per person. */
  PER_PERSON = 'PER_PERSON',
  /** A tour add-on, priced per person. */
  ADD_ON = 'ADD_ON',
  /** A vehicle hired for some days: quantity vehicles × days × daily rate. */
  VEHICLE_DAYS = 'VEHICLE_DAYS',
  /** A dish or drink ordered ahead with a table: quantity × its price. A menu's plug-in adds these lines. */
  PRE_ORDER = 'PRE_ORDER',
  /** A table reserved without a pre-order: spec §9's fallback reservation total of 50. */
  RESERVATION = 'RESERVATION',
  /** Spec §9: "taxes and fees 10%, total 1.1 times base". */
  TAXES_AND_FEES = 'TAXES_AND_FEES',
  /** A booking made before its lines were kept: its total as one line. */
  BOOKED = 'BOOKED',
}

/** Spec §9: taxes and fees are 10 % of the base; the total is 1.1 times the base. */
export const TAXES_AND_FEES_PERCENT = 10;

/** One charge a plug-in names; `per` is the nights or days it repeats for (1 when it does not). */
export interface Charge {
  kind: Exclude<PriceLineKind, PriceLineKind.TAXES_AND_FEES | PriceLineKind.BOOKED>;
  /** The room type, add-on, listing, vehicle or dish, as the partner named it. */
  name: string;
  /** An id the web translates a name by (a tour add-on's `photo`), when it has one. */
  code?: string;
  quantity: number;
  per: number;
  unitMinor: number;
}

/** Rooms of one type for some nights at one rate. */
export const roomNights = (name: string, rooms: number, nights: number, rateMinor: number): Charge => ({
  kind: PriceLineKind.ROOM_NIGHTS,
  name,
  quantity: rooms,
  per: nights,
  unitMinor: rateMinor,
});

export interface PriceLine {
  kind: PriceLineKind;
  name: string;
  code: string | null;
  quantity: number;
  per: number;
  unitMinor: number;
  /** quantity × per × unit; for taxes and fees, the percent of the base (rounded to the cent). */
  amountMinor: number;
}

export interface Price {
  lines: PriceLine[];
  baseMinor: number;
  totalMinor: number;
}

/** The price of a plan's charges: their lines, then the taxes and fees; the total is the lines' sum, exactly. */
export function priceOf(charges: readonly Charge[]): Price {
  const lines: PriceLine[] = charges.map((charge) => ({
    kind: charge.kind,
    name: charge.name,
    code: charge.code ?? null,
    quantity: charge.quantity,
    per: charge.per,
    unitMinor: charge.unitMinor,
    amountMinor: charge.quantity * charge.per * charge.unitMinor,
  }));
  const baseMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const taxesMinor = Math.round((baseMinor * TAXES_AND_FEES_PERCENT) / 100);
  lines.push({ kind: PriceLineKind.TAXES_AND_FEES, name: 'Taxes and fees', code: null, quantity: 1, per: 1, unitMinor: taxesMinor, amountMinor: taxesMinor });
  return { lines, baseMinor, totalMinor: baseMinor + taxesMinor };
}

/** The lines a booking was charged by; a booking made before lines were kept shows its total as one line. */
export function priceLinesOf(booking: Pick<Booking, 'details' | 'totalMinor' | 'listingName'>): PriceLine[] {
  const kept = booking.details.priceLines as PriceLine[] | undefined;
  if (kept?.length) return kept;
  return [
    { kind: PriceLineKind.BOOKED, name: booking.listingName, code: null, quantity: 1, per: 1, unitMinor: booking.totalMinor, amountMinor: booking.totalMinor },
  ];
}
