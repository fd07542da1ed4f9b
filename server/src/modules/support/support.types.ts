import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { MutationPayload } from '../../graphql/user-error.js';
import { SupportCategory, SupportTicket, SupportTicketStatus } from './support-ticket.entity.js';

@InputType({ description: 'A request for help; guests give their e-mail and name, signed-in travellers need not' })
export class SupportTicketCreateInput {
  @Field()
  subject!: string;

  @Field(() => SupportCategory)
  category!: SupportCategory;

  @Field()
  message!: string;

  @Field(() => String, { nullable: true, description: "Guests: where answers are sent; ignored when signed in (the account's e-mail)" })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "Guests: required; signed in: defaults to the account's name" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "The reference of one of the asker's own bookings" })
  bookingReference?: string | null;
}

@InputType()
export class SupportTicketReplyInput {
  @Field(() => ID)
  ticketId!: string;

  @Field()
  message!: string;
}

@InputType()
export class SupportTicketStatusInput {
  @Field(() => ID)
  ticketId!: string;

  @Field(() => SupportTicketStatus)
  status!: SupportTicketStatus;
}

@InputType({ description: 'Staff list filters' })
export class SupportTicketFilter {
  @Field(() => SupportTicketStatus, { nullable: true })
  status?: SupportTicketStatus | null;

  @Field(() => String, { nullable: true, description: 'Searches subject, name, e-mail and booking reference (3 to 100 characters)' })
  q?: string | null;
}

@ObjectType()
export class SupportTicketConnection extends Connection(SupportTicket) {}

@ObjectType()
export class SupportTicketPayload extends MutationPayload {
  @Field(() => SupportTicket, { nullable: true })
  ticket?: SupportTicket | null;
}
