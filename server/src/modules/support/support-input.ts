// What travellers and staff send about tickets, parsed once (zod) before the service acts on it.
import { z } from 'zod';
import { optionalSingleLine, optionalText, parseInput, text } from '../../validation.js';
import { MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, SUBJECT_MAX } from './support-rules.js';
import { SupportCategory, SupportTicketStatus } from './support-ticket.entity.js';

const message = text(MESSAGE_MAX)
  .transform((value) => value.trim())
  .refine((value) => value.length >= MESSAGE_MIN, { error: `must be at least ${MESSAGE_MIN} characters` });

export const ticketId = z.uuid({ error: 'is not a ticket id' });

const openSchema = z.object({
  subject: text(SUBJECT_MAX)
    .transform((value) => value.trim())
    .refine((value) => value.length >= 3, { error: 'must be at least 3 characters' }),
  category: z.enum(SupportCategory),
  message,
  name: optionalSingleLine(NAME_MAX).transform((value) => value?.trim() || null),
  email: optionalText(254),
  bookingReference: optionalText(40).transform((value) => value?.trim().toUpperCase() || null),
});

export type TicketOpening = z.output<typeof openSchema>;

export const readOpening = (input: unknown): TicketOpening => parseInput(openSchema, input);

const replySchema = z.object({ ticketId, message });

export const readReply = (input: unknown) => parseInput(replySchema, input);

const statusSchema = z.object({ ticketId, status: z.enum(SupportTicketStatus) });

export const readStatusChange = (input: unknown) => parseInput(statusSchema, input);

const filterSchema = z.object({
  status: z.enum(SupportTicketStatus).nullish(),
  q: optionalText(100),
});

export const readFilter = (input: unknown) => parseInput(filterSchema, input);
