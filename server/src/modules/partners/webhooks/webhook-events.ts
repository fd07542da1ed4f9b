// What a partner's webhook endpoint is told: the events, their names on the wire, and the JSON body of each.
import { registerEnumType } from 'type-graphql';
import type { Booking, BookingType } from '../../bookings/booking.entity.js';

/** The events, by the name a delivery carries in its `type` field. */
export enum WebhookEventType {
  BOOKING_CREATED = 'booking.created',
  BOOKING_MODIFIED = 'booking.modified',
  BOOKING_CANCELLED = 'booking.cancelled',
  AVAILABILITY_CHANGED = 'availability.changed',
  PING = 'ping',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'What a webhook delivery tells of; its body carries the dotted name (booking.created, ...) in `type`',
  valuesConfig: {
    BOOKING_CREATED: { description: 'booking.created: a booking of one of your listings was confirmed' },
    BOOKING_MODIFIED: { description: 'booking.modified: its dates, party or units changed' },
    BOOKING_CANCELLED: { description: 'booking.cancelled: it was cancelled, by the traveller, by you or by support' },
    AVAILABILITY_CHANGED: { description: 'availability.changed: you changed what can be booked (nights, rooms, departures, tables, vehicles)' },
    PING: { description: 'ping: a test delivery asked for from the dashboard or the API' },
  },
});

/** Every event an endpoint may ask for; a new endpoint gets them all unless it names some. */
export const SUBSCRIBABLE_EVENTS = [
  WebhookEventType.BOOKING_CREATED,
  WebhookEventType.BOOKING_MODIFIED,
  WebhookEventType.BOOKING_CANCELLED,
  WebhookEventType.AVAILABILITY_CHANGED,
] as const;

/** The booking as an event tells of it: enough to act on without a call back, nothing of other partners. */
export function bookingEventData(booking: Booking) {
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      type: booking.type,
      listingId: String(booking.listingId),
      listingName: booking.listingName,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      startDate: booking.startDate,
      startTime: booking.startTime ?? null,
      endDate: booking.endDate,
      partySize: booking.partySize,
      units: booking.units,
      total: { amountMinor: booking.totalMinor, currency: booking.currency },
      contactName: booking.contactName,
      email: booking.email,
      phone: booking.phone ?? null,
    },
  };
}

/** What changed in a listing's availability: the listing, and the dates touched when the change has some. */
export interface AvailabilityChange {
  listingType: BookingType;
  listingId: number;
  /** The room type, departure, table or vehicle changed, when one is. */
  unitId?: number | null;
  from?: string | null;
  to?: string | null;
  /** What was done, in a word: closed, opened, priced, capacity, added, removed. */
  change: string;
}

export const availabilityEventData = (change: AvailabilityChange) => ({
  availability: {
    listingType: change.listingType,
    listingId: String(change.listingId),
    unitId: change.unitId == null ? null : String(change.unitId),
    from: change.from ?? null,
    to: change.to ?? null,
    change: change.change,
  },
});

/** The JSON body of a delivery: the same for every endpoint of the event, and on every attempt. */
export const eventBody = (eventId: string, type: WebhookEventType, occurredAt: Date, data: Record<string, unknown>) => ({
  id: eventId,
  type,
  createdAt: occurredAt.toISOString(),
  data,
});
