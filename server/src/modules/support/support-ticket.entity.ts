import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Language } from '../../language.js';
import { Booking } from '../bookings/booking.entity.js';
import { User } from '../users/user.entity.js';

/** Where a ticket stands: open waits for staff, pending waits for the traveller, then resolved or closed. */
export enum SupportTicketStatus {
  OPEN = 'open',
  PENDING = 'pending',
  RESOLVED = 'resolved',
  CLOSED = 'closed',
}

/** What the traveller needs help with (spec §2 Contact & Support: booking issues, cancellations and refunds, partners). */
export enum SupportCategory {
  BOOKING = 'booking',
  CANCELLATION = 'cancellation',
  PAYMENT = 'payment',
  ACCOUNT = 'account',
  PARTNERSHIP = 'partnership',
  OTHER = 'other',
}

registerEnumType(SupportTicketStatus, {
  name: 'SupportTicketStatus',
  description: 'open: waiting for staff; pending: waiting for the traveller; resolved; closed',
});
registerEnumType(SupportCategory, { name: 'SupportCategory' });

/** A request for help from a traveller's account or a guest's e-mail, optionally about one of their bookings. */
@ObjectType({ description: 'A support request and its conversation with staff' })
@Entity({ tableName: 'support_ticket' })
@Index({ properties: ['status', 'lastActivityAt'] })
@Index({ properties: ['user', 'lastActivityAt'] })
export class SupportTicket {
  [OptionalProps]?: 'status' | 'createdAt' | 'lastActivityAt' | 'language';

  @Field(() => ID, { description: 'Random: guessing one finds nothing' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field()
  @Property({ type: 'string', length: 160 })
  subject!: string;

  @Field(() => SupportCategory)
  @Enum({ items: () => SupportCategory, nativeEnumName: 'support_category' })
  category!: SupportCategory;

  @Field({ description: 'What the traveller wrote when opening the ticket' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => SupportTicketStatus)
  @Enum({ items: () => SupportTicketStatus, nativeEnumName: 'support_ticket_status', default: SupportTicketStatus.OPEN })
  status: SupportTicketStatus = SupportTicketStatus.OPEN;

  /** Null for a guest's ticket (answered by e-mail only). */
  @ManyToOne(() => User, { fieldName: 'user_id', nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Field({ description: 'Where staff answers go: the account e-mail or the guest e-mail' })
  @Property({ type: 'string' })
  email!: string;

  @Field({ description: 'Who asked, as they gave it' })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @ManyToOne(() => Booking, { fieldName: 'booking_id', nullable: true, deleteRule: 'set null' })
  booking?: Booking | null;

  /** The interface language the ticket was opened in: staff answers are e-mailed in it. */
  @Property({ type: 'string', length: 2, default: 'en' })
  language: Language = 'en';

  @OneToMany(
    () => SupportReply,
    (reply) => reply.ticket,
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  )
  replies = new Collection<SupportReply>(this);

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field({ description: 'When the ticket was opened or last replied to' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastActivityAt: Date = new Date();
}

/** One message of a ticket's conversation, from staff or from the traveller. */
@ObjectType({ description: 'A message in a support conversation' })
@Entity({ tableName: 'support_reply' })
@Index({ properties: ['ticket', 'createdAt'] })
export class SupportReply {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => SupportTicket, { fieldName: 'ticket_id', deleteRule: 'cascade' })
  ticket!: SupportTicket;

  @ManyToOne(() => User, { fieldName: 'author_id', nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Field({ description: 'True for an answer from the support team' })
  @Property({ type: 'boolean' })
  fromStaff!: boolean;

  @Field({ description: "The author's first name (staff) or the ticket's name (traveller)" })
  @Property({ type: 'string', length: 120 })
  authorName!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
