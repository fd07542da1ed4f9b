// Checking out the cart: each item, with its own dates and party, becomes a booking through the booking service
// (its plug-in's plan and price, a hold with a key of its own), then one payment confirms them all, or none is
// booked and nothing is charged; the traveller gets one receipt for all of them. Booked listings leave the
// account's cart.
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import type { Booking } from '../bookings/booking.entity.js';
import { type GroupHold, holdTogether, memberIndexOf, memberKey } from '../bookings/booking-group.js';
import { type BookingRequestInput, type ContactInput, type PaymentInput, readEmail, readIdempotencyKey, readReference } from '../bookings/booking-input.js';
import type { BookingService } from '../bookings/booking.service.js';
import { paymentSchema, type PaymentRequest } from '../bookings/payments.js';
import { SavedList } from '../favourites/saved-listing.entity.js';
import type { SavedListingService } from '../favourites/saved-listing.service.js';
import { parseInput } from '../../validation.js';

/** Items checked out at once: the cart's badge counts to 99, a checkout books far fewer. */
export const CART_CHECKOUT_MAX = 20;

/** The cart's items to hold for the review, each one kind's request, and who books. */
export interface CartCheckoutHold {
  idempotencyKey: string;
  contact: ContactInput | null;
  items: BookingRequestInput[];
}

/** The reviewed cart's one payment: the held bookings in the items' order. */
export interface CartCheckoutConfirm {
  references: string[];
  email: string | null;
  payment: PaymentRequest;
  termsAccepted: boolean;
}

export function readCartCheckoutHold(input: { idempotencyKey: string; contact?: ContactInput | null; items: BookingRequestInput[] }): CartCheckoutHold {
  const idempotencyKey = readIdempotencyKey(input.idempotencyKey);
  if (!idempotencyKey) throw badInput('idempotencyKey', 'idempotencyKey must be 8 to 200 visible characters, such as a UUID.');
  if (!input.items.length || input.items.length > CART_CHECKOUT_MAX) throw badInput('items', `A checkout books 1 to ${CART_CHECKOUT_MAX} items.`);
  return { idempotencyKey, contact: input.contact ?? null, items: input.items };
}

export function readCartCheckoutConfirm(input: {
  references: string[];
  email?: string | null;
  payment: PaymentInput;
  termsAccepted: boolean;
}): CartCheckoutConfirm {
  if (!input.references.length || input.references.length > CART_CHECKOUT_MAX)
    throw badInput('references', `A checkout books 1 to ${CART_CHECKOUT_MAX} items.`);
  return {
    references: input.references.map((reference) => readReference({ reference }).reference),
    email: readEmail(input.email, 'email'),
    payment: parseInput(paymentSchema, input.payment, 'payment'),
    termsAccepted: input.termsAccepted,
  };
}

export class CartCheckoutService {
  constructor(
    private readonly bookings: BookingService,
    private readonly savedListings: SavedListingService,
  ) {}

  /**
   * Every item held, priced line by line, for the review; when one cannot be, none stays held and the answer names
   * it (`items.<index>`) with the booking service's reason. A retry with the same key answers the same holds.
   */
  async hold(ctx: RequestContext, { idempotencyKey, contact, items }: CartCheckoutHold): Promise<GroupHold> {
    const requests = items.map((item, index) => ({ ...item, contact, idempotencyKey: memberKey('cart', idempotencyKey, 'hold', index) }));
    const held = await holdTogether(ctx, this.bookings, requests);
    if (held.held) return held;
    const { code, message, retryAfterSeconds } = held.error;
    return { ...held, error: new DomainError(code, message, `items.${held.failedItem}`, retryAfterSeconds) };
  }

  /**
   * One payment for the reviewed items, all confirmed or none (nothing charged then, every hold let go; the error
   * names the item as `items.<index>`). Booked listings leave the signed-in traveller's cart.
   */
  async confirm(ctx: RequestContext, { references, email, payment, termsAccepted }: CartCheckoutConfirm): Promise<Booking[]> {
    if (!termsAccepted) throw badInput('termsAccepted', 'Please accept the terms and the cancellation policy to book.');
    let booked: Booking[];
    try {
      booked = await this.bookings.confirmTogether(ctx, { references, email, payment, oneReceipt: true });
    } catch (error) {
      const index = error instanceof DomainError && error.field?.startsWith('references.') ? memberIndexOf(error.field) : null;
      if (!(error instanceof DomainError) || index === null) throw error;
      throw new DomainError(error.code, error.message, `items.${index}`, error.retryAfterSeconds);
    }
    if (ctx.viewer) for (const booking of booked) await this.savedListings.remove(ctx, SavedList.CART, { type: booking.type, listingId: booking.listingId });
    return booked;
  }
}
