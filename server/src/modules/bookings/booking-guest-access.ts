// Guests reach a booking through a one-time link sent to the booking's e-mail: asking with a reference and an
// e-mail answers the same whether or not they match, so a reference alone reveals nothing. Opening the link
// uses it up and hands out a one-action token (cancel) for that booking only.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import type { EmailService } from '../email/email.service.js';
import { BookingAccessPurpose, BookingAccessToken } from './booking-access.entity.js';
import { guestLinkUrl, hashOfToken, issueAccessToken } from './guest-links.js';
import { Booking, BookingStatus } from './booking.entity.js';
import type { BookingReference } from './booking-input.js';
import type { BookingService } from './booking.service.js';
import { confirmGuestEmail } from './fair-share.js';
import type { GuestLookups } from './guest-lookups.js';
import type { AttemptLimiter, attemptLimiterFactory } from '../auth/attempt-limiter.js';

const LINK_MINUTES = 60;
const ACTION_MINUTES = 30;
const INVALID = 'This link is invalid, already used or expired. Ask for a new one.';

export class GuestAccessService {
  private readonly linksPerBooking: AttemptLimiter;

  constructor(
    private readonly email: EmailService,
    private readonly bookings: BookingService,
    private readonly lookups: GuestLookups,
    limiters: ReturnType<typeof attemptLimiterFactory>,
    linksPerHour: number,
  ) {
    this.linksPerBooking = limiters.create('guest-link-booking', { points: linksPerHour, duration: 3600, block: 0 });
  }

  /**
   * Sends the link when the reference and e-mail match a guest booking, a few times an hour at most; answers the same
   * either way, and no sooner than a lookup does.
   */
  async requestLink(ctx: RequestContext, { reference, email }: BookingReference): Promise<void> {
    if (!email) throw new DomainError('BAD_USER_INPUT', 'Please enter a valid email address.', 'email');
    await this.lookups.admit(ctx, reference);
    const em = ctx.em.fork();
    const booking = await em.findOne(Booking, { reference, email, status: { $ne: BookingStatus.HELD } });
    if (!booking) return this.lookups.missed(reference);
    if (!(await this.linksPerBooking.count(booking.id))) return;
    const url = guestLinkUrl(ctx, issueAccessToken(em, booking, BookingAccessPurpose.OPEN, new Date(Date.now() + LINK_MINUTES * 60_000)));
    this.email.enqueue(
      em,
      booking.email,
      bookingChangeEmail(ctx.language, 'booking-guest-link', {
        name: booking.contactName,
        reference: booking.reference,
        listingName: booking.listingName,
        url,
      }),
    );
    await em.flush();
  }

  /** Uses up an e-mailed link: the booking (confirmed for good if it awaited the e-mail), and a token for one action on it. */
  async open(ctx: RequestContext, token: string): Promise<{ booking: Booking; actionToken: string }> {
    return ctx.em.transactional(async (tx) => {
      const booking = await this.consume(tx as EntityManager, token, BookingAccessPurpose.OPEN);
      await confirmGuestEmail(tx as EntityManager, booking);
      return { booking, actionToken: issueAccessToken(tx as EntityManager, booking, BookingAccessPurpose.ACT, new Date(Date.now() + ACTION_MINUTES * 60_000)) };
    });
  }

  /** Cancels the booking an action token was handed out for, under the same policy as any cancellation. */
  async cancel(ctx: RequestContext, token: string): Promise<Booking> {
    const booking = await ctx.em.transactional((tx) => this.consume(tx as EntityManager, token, BookingAccessPurpose.ACT));
    return this.bookings.cancel(ctx, { reference: booking.reference, email: booking.email });
  }

  private async consume(tx: EntityManager, token: string, purpose: BookingAccessPurpose): Promise<Booking> {
    const access =
      typeof token === 'string' && token.length >= 20 && token.length <= 100
        ? await tx.findOne(BookingAccessToken, { tokenHash: hashOfToken(token), purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
    if (!access || access.usedAt || access.expiresAt <= new Date()) throw new DomainError('INVALID_TOKEN', INVALID, 'token');
    access.usedAt = new Date();
    const booking = await tx.findOneOrFail(Booking, access.booking.id);
    // A booking attached to an account since is the account's to manage.
    if (booking.user) throw new DomainError('INVALID_TOKEN', INVALID, 'token');
    return booking;
  }
}
