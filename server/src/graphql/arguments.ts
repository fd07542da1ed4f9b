// GraphQL arguments and inputs pass through a zod schema before a service sees them (design §5).
import type { z } from 'zod';
import { DomainError } from '../errors.js';
import { parseInput } from '../validation.js';

/**
 * The arguments parsed by `schema`, or BAD_USER_INPUT naming the field at fault by its own name (`q`,
 * `size`, `email`) rather than its path (`filter.q`): the name the services use and forms are keyed by.
 * A query answers it as an error, a mutation's payloadOf as a userError.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  try {
    return parseInput(schema, args);
  } catch (error) {
    if (!(error instanceof DomainError) || !error.field?.includes('.')) throw error;
    const field = error.field.slice(error.field.lastIndexOf('.') + 1);
    const message = error.message.startsWith(error.field) ? `${field}${error.message.slice(error.field.length)}` : error.message;
    throw new DomainError(error.code, message, field);
  }
}
