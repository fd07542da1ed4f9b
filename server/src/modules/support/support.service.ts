// Support tickets: travellers (signed in or guests with an e-mail) open them, from the contact page or about one
// of their bookings, and follow the conversation in their profile; admins and sub-admins list, answer and settle
// them. Every rule is here: a traveller reaches only their own tickets (another's id reads as not found), and
// every staff change is written to the audit log in the change's own transaction.
import { Reference } from '@mikro-orm/core';
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { readEmail } from '../auth/account-input.js';
import type { AttemptLimiter, attemptLimiterFactory } from '../auth/attempt-limiter.js';
import { Booking } from '../bookings/booking.entity.js';
import type { EmailService } from '../email/email.service.js';
import { supportAnswerEmail } from '../email/support-emails.js';
import { likePattern, readPaging, readSearch } from '../listings/listing-page.js';
import { asConnectionPage, findPage, type Page, type PageRequest } from '../listings/paging.js';
import { auditActorOf, BACK_OFFICE_ROLES, backOfficeViewer } from '../admin/back-office-access.js';
import { User } from '../users/user.entity.js';
import { type TicketFilter, type TicketOpening, type TicketReply, type TicketStatusChange, ticketId } from './support-input.js';
import { supportLimits } from './support-rules.js';
import { SupportReply, SupportTicket, SupportTicketStatus } from './support-ticket.entity.js';

const NOT_FOUND = 'Support ticket not found';
const AUDITED = ['status', 'subject', 'category', 'email'] as const;

const isStaff = (viewer: Viewer): boolean => (BACK_OFFICE_ROLES as readonly string[]).includes(viewer.role);

export class SupportService {
  private readonly openings: AttemptLimiter;
  private readonly travellerReplies: AttemptLimiter;

  constructor(
    private readonly email: EmailService,
    limiters: ReturnType<typeof attemptLimiterFactory>,
  ) {
    this.openings = limiters.create('support-opening', supportLimits.openings);
    this.travellerReplies = limiters.create('support-reply', supportLimits.travellerReplies);
  }

  /** Opens a ticket for the viewer's account, or for a guest's e-mail; a booking named must be theirs. */
  async open(ctx: RequestContext, opening: TicketOpening): Promise<SupportTicket> {
    const account = ctx.viewer ? await ctx.em.findOneOrFail(User, ctx.viewer.id) : null;
    const email = account ? account.email : readEmail(opening.email);
    const name = opening.name ?? (account ? [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username : null);
    if (!name) throw new DomainError('BAD_USER_INPUT', 'name is required.', 'name');
    await this.openings.consume(account ? `account:${account.id}` : `address:${ctx.ip}`);
    let booking: Booking | null = null;
    if (opening.bookingReference) {
      // Only the asker's own booking: by account when signed in, by the booking's e-mail for a guest.
      booking = await ctx.em.findOne(
        Booking,
        account ? { reference: opening.bookingReference, user: account.id } : { reference: opening.bookingReference, email, user: null },
      );
      if (!booking) throw new DomainError('NOT_FOUND', 'Booking not found', 'bookingReference');
    }
    const ticket = ctx.em.create(SupportTicket, {
      subject: opening.subject,
      category: opening.category,
      message: opening.message,
      user: account,
      email,
      name,
      booking,
      language: ctx.language,
    });
    await ctx.em.flush();
    return ticket;
  }

  /** The viewer's own tickets, latest activity first. */
  mine(ctx: RequestContext): Promise<SupportTicket[]> {
    const viewer = signedIn(ctx);
    return ctx.em.find(SupportTicket, { user: viewer.id }, { orderBy: { lastActivityAt: 'desc', id: 'desc' }, limit: 100 });
  }

  /** Staff see any ticket; anyone else only their own; null for everything else (no hint it exists). */
  async ticket(ctx: RequestContext, id: string): Promise<SupportTicket | null> {
    if (!ctx.viewer || !ticketId.safeParse(id).success) return null;
    return ctx.em.findOne(SupportTicket, isStaff(ctx.viewer) ? { id } : { id, user: ctx.viewer.id });
  }

  /** Staff: any ticket by id, or NOT_FOUND. */
  async staffTicket(ctx: RequestContext, id: string): Promise<SupportTicket> {
    backOfficeViewer(ctx);
    const ticket = ticketId.safeParse(id).success ? await ctx.em.findOne(SupportTicket, { id }) : null;
    if (!ticket) throw new DomainError('NOT_FOUND', NOT_FOUND, 'ticketId');
    return ticket;
  }

  /** The traveller adds to their own ticket; a resolved ticket opens again, a closed one takes no more. */
  async reply(ctx: RequestContext, { ticketId: id, message }: TicketReply): Promise<SupportTicket> {
    const viewer = signedIn(ctx);
    const ticket = await ctx.em.findOne(SupportTicket, { id, user: viewer.id });
    if (!ticket) throw new DomainError('NOT_FOUND', NOT_FOUND, 'ticketId');
    if (ticket.status === SupportTicketStatus.CLOSED) throw new DomainError('CONFLICT', 'This ticket is closed. Please open a new one.', 'ticketId');
    await this.travellerReplies.consume(`account:${viewer.id}`);
    ctx.em.create(SupportReply, { ticket, author: viewer.id, fromStaff: false, authorName: ticket.name, message });
    ticket.status = SupportTicketStatus.OPEN;
    ticket.lastActivityAt = new Date();
    await ctx.em.flush();
    return ticket;
  }

  /** Staff: tickets by status and a search over subject, name, e-mail and booking reference, latest activity first. */
  async list(ctx: RequestContext, filter: TicketFilter, page: PageRequest | null | undefined): Promise<Page<SupportTicket>> {
    backOfficeViewer(ctx);
    const { status, q } = filter ?? {};
    const paging = readPaging({ page: page?.page, size: page?.size });
    const term = readSearch(q);
    const pattern = term && likePattern(term);
    const where = {
      ...(status ? { status } : {}),
      ...(pattern
        ? {
            $or: [
              { subject: { $ilike: pattern } },
              { name: { $ilike: pattern } },
              { email: { $ilike: pattern } },
              { booking: { reference: { $ilike: pattern } } },
            ],
          }
        : {}),
    };
    return asConnectionPage(await findPage(ctx.em, SupportTicket, where, { orderBy: { lastActivityAt: 'desc', id: 'desc' } }, paging));
  }

  /** Staff answer: the reply, the ticket waiting on the traveller, an e-mail to the traveller and an audit entry, in one transaction. */
  async answer(ctx: RequestContext, { ticketId: id, message }: TicketReply): Promise<SupportTicket> {
    const viewer = backOfficeViewer(ctx);
    const staff = await ctx.em.findOneOrFail(User, viewer.id);
    return ctx.em.transactional(async (tx) => {
      const ticket = await tx.findOne(SupportTicket, { id });
      if (!ticket) throw new DomainError('NOT_FOUND', NOT_FOUND, 'ticketId');
      const before = auditSnapshot(ticket, AUDITED);
      const reply = tx.create(SupportReply, { ticket, author: staff.id, fromStaff: true, authorName: staff.firstName || staff.username, message });
      if (ticket.status === SupportTicketStatus.OPEN) ticket.status = SupportTicketStatus.PENDING;
      ticket.lastActivityAt = new Date();
      const url = ticket.user ? `${ctx.config.webOrigin}/profile/support/${ticket.id}` : `${ctx.config.webOrigin}/contact`;
      this.email.enqueue(
        tx,
        ticket.email,
        supportAnswerEmail(ticket.language, { name: ticket.name, subject: ticket.subject, answer: message, url, guest: !ticket.user }),
      );
      await tx.flush();
      recordAudit(tx, auditActorOf(ctx, viewer), {
        action: 'support_ticket.reply',
        subjectType: 'support_ticket',
        subjectId: ticket.id,
        before,
        after: { ...auditSnapshot(ticket, AUDITED), replyId: reply.id, message },
      });
      return ticket;
    });
  }

  /** Staff move a ticket to any status; the audit entry keeps the old and new status. */
  async setStatus(ctx: RequestContext, { ticketId: id, status }: TicketStatusChange): Promise<SupportTicket> {
    const viewer = backOfficeViewer(ctx);
    return ctx.em.transactional(async (tx) => {
      const ticket = await tx.findOne(SupportTicket, { id });
      if (!ticket) throw new DomainError('NOT_FOUND', NOT_FOUND, 'ticketId');
      if (ticket.status === status) return ticket;
      const before = auditSnapshot(ticket, AUDITED);
      ticket.status = status;
      recordAudit(tx, auditActorOf(ctx, viewer), {
        action: 'support_ticket.status_change',
        subjectType: 'support_ticket',
        subjectId: ticket.id,
        before,
        after: auditSnapshot(ticket, AUDITED),
      });
      return ticket;
    });
  }

  /** A ticket's conversation after the opening message, oldest first; batched across a list of tickets. */
  replies(_ctx: RequestContext, ticket: SupportTicket): Promise<SupportReply[]> {
    return ticket.replies.loadItems({ dataloader: true });
  }

  /** The booking a ticket is about; batched across a list of tickets. */
  async bookingOf(_ctx: RequestContext, ticket: SupportTicket): Promise<Booking | null> {
    return ticket.booking ? ((await Reference.create(ticket.booking).load({ dataloader: true })) ?? null) : null;
  }
}

function signedIn(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated');
  return ctx.viewer;
}
