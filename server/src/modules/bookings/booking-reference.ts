import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: references are read out over the phone. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Spec §9: JA-{timestamp}-{random}; eight random characters (40 bits) so a reference is not guessed. */
export function newBookingReference(now = new Date()): string {
  const random = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `JA-${now.getTime().toString(36).toUpperCase()}-${random}`;
}
