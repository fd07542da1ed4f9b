// A GraphQL input is held to the command its schema parses: the `@ts-expect-error` lines fail the type-check the
// day a mismatch stops being an error, and the calls show what reaches the service at run time.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { commandOf, parseArgs } from './arguments.js';

const roomCreate = z
  .object({
    name: z.string(),
    maxGuests: z.number(),
    addOns: z.array(z.object({ label: z.string(), price: z.number() })).nullish(),
    contact: z.object({ email: z.string() }).nullish(),
  })
  .strict();

class AddOnInput {
  label!: string;
  price!: number;
}

class ContactInput {
  email?: string | null;
}

class RoomInput {
  name!: string;
  maxGuests!: number;
  addOns?: AddOnInput[] | null;
  contact?: ContactInput | null;
}

const room = (): RoomInput => Object.assign(new RoomInput(), { name: 'Garden suite', maxGuests: 3, addOns: [{ label: 'Breakfast', price: 12 }] });

describe('GraphQL inputs as commands', () => {
  it('parses an input whose fields match the command, at every depth', () => {
    expect(commandOf(roomCreate, room())).toEqual({ name: 'Garden suite', maxGuests: 3, addOns: [{ label: 'Breakfast', price: 12 }] });
  });

  it('names a nested refusal by its whole path for a command, by its own name for arguments', () => {
    const input = { ...room(), addOns: [{ label: 'Breakfast', price: 'twelve' }] };
    const refusal = (parse: () => unknown) => {
      try {
        parse();
      } catch (error) {
        return error instanceof DomainError ? error.field : error;
      }
      return null;
    };
    // @ts-expect-error a price is a number
    expect(refusal(() => commandOf(roomCreate, input))).toBe('addOns.0.price');
    // @ts-expect-error a price is a number
    expect(refusal(() => parseArgs(roomCreate, input))).toBe('price');
  });

  it('fails to compile when a field is renamed, missing or extra on either side', () => {
    const { maxGuests, ...withoutMaxGuests } = room();
    const renamed = { ...withoutMaxGuests, maxGuest: maxGuests };
    const nestedRenamed = { ...room(), addOns: [{ label: 'Breakfast', prize: 12 }] };
    const extra = { ...room(), floor: 2 };
    // @ts-expect-error maxGuest is not a field of the command, and maxGuests is missing
    expect(() => commandOf(roomCreate, renamed)).toThrow(DomainError);
    // @ts-expect-error addOns.*.prize is not a field of the command
    expect(() => commandOf(roomCreate, nestedRenamed)).toThrow(DomainError);
    // @ts-expect-error floor is not a field of the command
    expect(() => commandOf(roomCreate, extra)).toThrow(DomainError);
  });
});
