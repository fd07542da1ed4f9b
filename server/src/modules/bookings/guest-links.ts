// The one-time links and tokens that let a guest reach a booking: only their hashes are stored. Issued in the
// booking's transaction (the confirmation link) or by the guest access service (a link asked for, an action token).
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { BookingAccessPurpose, BookingAccessToken } from './booking-access.entity.js';
import type { Booking } from './booking.entity.js';

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueAccessToken(em: EntityManager, booking: Booking, purpose: BookingAccessPurpose, expiresAt: Date): string {
  const token = randomBytes(32).toString('base64url');
  em.create(BookingAccessToken, { booking, purpose, tokenHash: hashOfToken(token), expiresAt });
  return token;
}

export const guestLinkUrl = (ctx: RequestContext, token: string) => `${ctx.config.webOrigin}/bookings/guest?token=${encodeURIComponent(token)}`;

/**
 * In the booking's transaction: the link that confirms a guest's unpaid booking awaiting the e-mail (opening it proves
 * the e-mail, see GuestAccessService.open), valid until the booking would lapse. The booking's confirmation mail carries it.
 */
export function guestConfirmLink(ctx: RequestContext, tx: EntityManager, booking: Booking, until: Date): string {
  return guestLinkUrl(ctx, issueAccessToken(tx, booking, BookingAccessPurpose.OPEN, until));
}
