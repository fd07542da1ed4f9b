// Guests reach a booking through a one-time link sent to the booking's e-mail: asking with a reference and an
// e-mail answers the same whether or not they match, so a reference alone reveals nothing. Opening the link
// uses it up and hands out a one-action token (cancel) for that booking only.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import type { EmailService } from '../email/email.service.js';
import { BookingAccessPurpose, BookingAccessToken } from './booking-access.entity.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { readReference } from './booking-input.js';
import type { BookingService } from './booking.service.js';

const LINK_MINUTES = 60;
const ACTION_MINUTES = 30;
const INVALID = 'This link is invalid, already used or expired. Ask for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class GuestAccessService {
  constructor(
    private readonly email: EmailService,
    private readonly bookings: BookingService,
  ) {}

  /** Sends the link when the reference and e-mail match a guest booking; answers the same either way. */
  async requestLink(ctx: RequestContext, input: { reference: unknown; email: unknown }): Promise<void> {
    const { reference, email } = readReference(input);
    if (!email) throw new DomainError('BAD_USER_INPUT', 'Please enter a valid email address.', 'email');
    const em = ctx.em.fork();
    const booking = await em.findOne(Booking, { reference, email, status: { $ne: BookingStatus.HELD } });
    if (!booking) return;
    const token = this.issue(em, booking, BookingAccessPurpose.OPEN, LINK_MINUTES);
    const url = `${ctx.config.webOrigin}/bookings/guest?token=${encodeURIComponent(token)}`;
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

  /** Uses up an e-mailed link: the booking, and a token for one action on it. */
  async open(ctx: RequestContext, token: string): Promise<{ booking: Booking; actionToken: string }> {
    return ctx.em.transactional(async (tx) => {
      const booking = await this.consume(tx as EntityManager, token, BookingAccessPurpose.OPEN);
      return { booking, actionToken: this.issue(tx as EntityManager, booking, BookingAccessPurpose.ACT, ACTION_MINUTES) };
    });
  }

  /** Cancels the booking an action token was handed out for, under the same policy as any cancellation. */
  async cancel(ctx: RequestContext, token: string): Promise<Booking> {
    const booking = await ctx.em.transactional((tx) => this.consume(tx as EntityManager, token, BookingAccessPurpose.ACT));
    return this.bookings.cancel(ctx, { reference: booking.reference, email: booking.email });
  }

  private issue(em: EntityManager, booking: Booking, purpose: BookingAccessPurpose, minutes: number): string {
    const token = randomBytes(32).toString('base64url');
    em.create(BookingAccessToken, { booking, purpose, tokenHash: hashOf(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
    return token;
  }

  private async consume(tx: EntityManager, token: string, purpose: BookingAccessPurpose): Promise<Booking> {
    const access =
      typeof token === 'string' && token.length >= 20 && token.length <= 100
        ? await tx.findOne(BookingAccessToken, { tokenHash: hashOf(token), purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
    if (!access || access.usedAt || access.expiresAt <= new Date()) throw new DomainError('INVALID_TOKEN', INVALID, 'token');
    access.usedAt = new Date();
    const booking = await tx.findOneOrFail(Booking, access.booking.id);
    // A booking attached to an account since is the account's to manage.
    if (booking.user) throw new DomainError('INVALID_TOKEN', INVALID, 'token');
    return booking;
  }
}
