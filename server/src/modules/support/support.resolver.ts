import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { PageInput } from '../../graphql/connection.js';
import { payloadOf } from '../../graphql/user-error.js';
import { BACK_OFFICE_ROLES } from '../admin/back-office-access.js';
import { ticketFilter, ticketOpening, ticketReply, ticketStatusChange } from './support-input.js';
import { SupportReply, SupportTicket } from './support-ticket.entity.js';
import {
  SupportTicketConnection,
  SupportTicketCreateInput,
  SupportTicketFilter,
  SupportTicketPayload,
  SupportTicketReplyInput,
  SupportTicketStatusInput,
} from './support.types.js';

@Resolver(() => SupportTicket)
export class SupportTicketResolver {
  @Mutation(() => SupportTicketPayload, { description: 'Opens a support ticket, signed in or as a guest with an e-mail; rate-limited' })
  supportTicketCreate(@Arg('input') input: SupportTicketCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SupportTicketPayload, async () => ({ ticket: await ctx.services.support.open(ctx, commandOf(ticketOpening, input)) }));
  }

  @Authorized()
  @Query(() => [SupportTicket], { description: "The viewer's support tickets, latest activity first" })
  mySupportTickets(@Ctx() ctx: ApiContext) {
    return ctx.services.support.mine(ctx);
  }

  @Authorized()
  @Query(() => SupportTicket, { nullable: true, description: 'A ticket: staff see any, travellers their own; null for anything else' })
  supportTicket(@Arg('id', () => ID) id: string, @Ctx() ctx: ApiContext) {
    return ctx.services.support.ticket(ctx, id);
  }

  @Authorized()
  @Mutation(() => SupportTicketPayload, { description: "Adds the traveller's message to their own ticket (a resolved ticket opens again)" })
  supportTicketReply(@Arg('input') input: SupportTicketReplyInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SupportTicketPayload, async () => ({ ticket: await ctx.services.support.reply(ctx, commandOf(ticketReply, input)) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => SupportTicketConnection, { description: 'Admins and sub-admins: tickets by status and search, latest activity first' })
  supportTickets(
    @Arg('filter', () => SupportTicketFilter, { nullable: true }) filter: SupportTicketFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.support.list(ctx, parseArgs(ticketFilter, filter), page);
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => SupportTicketPayload, { description: 'Admins and sub-admins answer a ticket; the traveller is e-mailed' })
  supportTicketAnswer(@Arg('input') input: SupportTicketReplyInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SupportTicketPayload, async () => ({ ticket: await ctx.services.support.answer(ctx, commandOf(ticketReply, input)) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => SupportTicketPayload, { description: 'Admins and sub-admins set the status of a ticket' })
  supportTicketStatusSet(@Arg('input') input: SupportTicketStatusInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SupportTicketPayload, async () => ({ ticket: await ctx.services.support.setStatus(ctx, commandOf(ticketStatusChange, input)) }));
  }

  @FieldResolver(() => [SupportReply], { description: 'The conversation after the opening message, oldest first' })
  replies(@Root() ticket: SupportTicket, @Ctx() ctx: ApiContext) {
    return ctx.services.support.replies(ctx, ticket);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The booking the ticket is about' })
  async bookingReference(@Root() ticket: SupportTicket, @Ctx() ctx: ApiContext) {
    return (await ctx.services.support.bookingOf(ctx, ticket))?.reference ?? null;
  }

  @FieldResolver(() => Boolean, { description: "False for a guest's ticket: answers reach them by e-mail only" })
  hasAccount(@Root() ticket: SupportTicket): boolean {
    return !!ticket.user;
  }
}
