// A legacy route parses the service's command and names a refusal as its legacy body does; the names are keyed by
// the command's fields, so the `@ts-expect-error` line fails the type-check the day a misspelt key compiles.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../server/src/index.js';
import { type LegacyNames, withCommand } from './route-deps.js';

const guestAdd = z.object({ bookingId: z.string(), fullName: z.string().min(1, { error: 'is required' }), contact: z.object({ email: z.string() }).nullish() });
type GuestAdd = z.output<typeof guestAdd>;

const legacyNames: LegacyNames<GuestAdd> = { bookingId: 'booking_id', fullName: 'full_name', 'contact.email': 'customer_email' };

const refusedField = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    return error instanceof DomainError ? error.field : error;
  }
  return null;
};

describe('legacy routes over typed commands', () => {
  it('hands the parsed command to the service', async () => {
    const guest = await withCommand(guestAdd, { bookingId: 'b-1', fullName: ' Amina ' }, legacyNames, async (command) => command);
    expect(guest).toEqual({ bookingId: 'b-1', fullName: ' Amina ' });
  });

  it("names the schema's refusal and the service's in the legacy body's words", async () => {
    expect(await refusedField(() => withCommand(guestAdd, { bookingId: 'b-1', fullName: '' }, legacyNames, async () => null))).toBe('full_name');
    const notFound = () =>
      withCommand(guestAdd, { bookingId: 'b-1', fullName: 'Amina' }, legacyNames, async () =>
        Promise.reject(new DomainError('NOT_FOUND', 'Booking not found', 'bookingId')),
      );
    expect(await refusedField(notFound)).toBe('booking_id');
  });

  it('keys the names by the fields of the command', () => {
    // @ts-expect-error bookingRef is not a field of the command
    const misspelt: LegacyNames<GuestAdd> = { bookingRef: 'booking_id' };
    expect(misspelt).toBeDefined();
  });
});
