// What travellers and staff send about tickets, parsed once (zod) before the service acts on it.
import { z } from 'zod';
import { optionalSingleLine, optionalText, text } from '../../validation.js';
import { MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, SUBJECT_MAX } from './support-rules.js';
import { SupportCategory, SupportTicketStatus } from './support-ticket.entity.js';

const message = text(MESSAGE_MAX)
  .transform((value) => value.trim())
  .refine((value) => value.length >= MESSAGE_MIN, { error: `must be at least ${MESSAGE_MIN} characters` });

export const ticketId = z.uuid({ error: 'is not a ticket id' });

/** A request for help: from the contact page, or about one of the asker's bookings. */
export const ticketOpening = z.object({
  subject: text(SUBJECT_MAX)
    .transform((value) => value.trim())
    .refine((value) => value.length >= 3, { error: 'must be at least 3 characters' }),
  category: z.enum(SupportCategory),
  message,
  name: optionalSingleLine(NAME_MAX).transform((value) => value?.trim() || null),
  email: optionalText(254),
  bookingReference: optionalText(40).transform((value) => value?.trim().toUpperCase() || null),
});

export type TicketOpening = z.output<typeof ticketOpening>;

/** A message added to a ticket, by its traveller or by staff. */
export const ticketReply = z.object({ ticketId, message });

export type TicketReply = z.output<typeof ticketReply>;

export const ticketStatusChange = z.object({ ticketId, status: z.enum(SupportTicketStatus) });

export type TicketStatusChange = z.output<typeof ticketStatusChange>;

/** Staff list filters; none at all lists every ticket. */
export const ticketFilter = z
  .object({
    status: z.enum(SupportTicketStatus).nullish(),
    q: optionalText(100),
  })
  .nullish();

export type TicketFilter = z.output<typeof ticketFilter>;
