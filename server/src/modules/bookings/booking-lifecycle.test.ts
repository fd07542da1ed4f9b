// The booking state machine as a table: every event from every state either moves the booking where the lifecycle
// says or answers the typed error its callers have always given; and no product file but the machine writes a
// booking's status (or its check-in and check-out) by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { BookingStatus } from './booking.entity.js';
import { type BookingEvent, BookingState, HOLD_EXPIRED, type StoredState, refusalOf, stateOf, transitions } from './booking-lifecycle.js';

const { HELD, CONFIRMED, CHECKED_IN, COMPLETED, CANCELLED, NO_SHOW } = BookingState;
const at = new Date('2026-11-01T10:00:00Z');

/** A booking's stored columns in each state. */
const stored: Record<BookingState, StoredState> = {
  [HELD]: { status: BookingStatus.HELD, checkedInAt: null, checkedOutAt: null, noShowAt: null },
  [CONFIRMED]: { status: BookingStatus.CONFIRMED, checkedInAt: null, checkedOutAt: null, noShowAt: null },
  [CHECKED_IN]: { status: BookingStatus.CONFIRMED, checkedInAt: at, checkedOutAt: null, noShowAt: null },
  [COMPLETED]: { status: BookingStatus.CONFIRMED, checkedInAt: at, checkedOutAt: at, noShowAt: null },
  [CANCELLED]: { status: BookingStatus.CANCELLED, checkedInAt: null, checkedOutAt: null, noShowAt: null },
  [NO_SHOW]: { status: BookingStatus.CONFIRMED, checkedInAt: null, checkedOutAt: null, noShowAt: at },
};

const events: Record<string, BookingEvent> = {
  confirm: { name: 'confirm' },
  release: { name: 'release' },
  'cancel by traveller': { name: 'cancel', by: { by: 'traveller' } },
  'cancel by partner': { name: 'cancel', by: { by: 'partner', actorId: 'partner', reason: 'Flooded' } },
  'cancel by support': { name: 'cancel', by: { by: 'support', actorId: 'admin', reason: 'Asked by phone', override: false } },
  checkIn: { name: 'checkIn' },
  checkOut: { name: 'checkOut' },
  noShow: { name: 'noShow' },
  walkIn: { name: 'walkIn' },
};

type Refused = { code: string; field: string; message: string };
const bad = (field: string, message: string): Refused => ({ code: 'BAD_USER_INPUT', field, message });
const conflict = (message: string): Refused => ({ code: 'CONFLICT', field: 'id', message });
const holdExpired: Refused = { code: 'HOLD_EXPIRED', field: 'reference', message: HOLD_EXPIRED };
const released = bad('reference', 'Only a held booking can be released.');
const started = bad('reference', 'This booking has already started: please contact support to cancel it.');
const cancelledAlready = (field: string) => bad(field, 'This booking is already cancelled.');
const guestIn = conflict('This guest has checked in: check them out instead of cancelling.');
const noGuest = conflict('Only a confirmed booking has a guest to check in or out.');
const alreadyIn = conflict('This guest has already checked in.');
const seated = conflict('This party is already seated.');
const noShown = conflict('This reservation was marked as a no-show.');

/** Where each event takes a booking from each state, or what it answers: the lifecycle, written out by hand. */
const expected: Record<string, Record<BookingState, BookingState | Refused>> = {
  confirm: {
    [HELD]: CONFIRMED,
    [CONFIRMED]: holdExpired,
    [CHECKED_IN]: holdExpired,
    [COMPLETED]: holdExpired,
    [CANCELLED]: holdExpired,
    [NO_SHOW]: holdExpired,
  },
  release: { [HELD]: CANCELLED, [CONFIRMED]: released, [CHECKED_IN]: released, [COMPLETED]: released, [CANCELLED]: released, [NO_SHOW]: released },
  'cancel by traveller': {
    [HELD]: CANCELLED,
    [CONFIRMED]: CANCELLED,
    [CHECKED_IN]: started,
    [COMPLETED]: started,
    [CANCELLED]: cancelledAlready('reference'),
    [NO_SHOW]: started,
  },
  'cancel by partner': {
    [HELD]: { code: 'NOT_FOUND', field: 'id', message: 'Booking not found' },
    [CONFIRMED]: CANCELLED,
    [CHECKED_IN]: guestIn,
    [COMPLETED]: guestIn,
    [CANCELLED]: cancelledAlready('id'),
    [NO_SHOW]: noShown,
  },
  'cancel by support': {
    [HELD]: CANCELLED,
    [CONFIRMED]: CANCELLED,
    [CHECKED_IN]: CANCELLED,
    [COMPLETED]: CANCELLED,
    [CANCELLED]: cancelledAlready('reference'),
    [NO_SHOW]: CANCELLED,
  },
  checkIn: { [HELD]: noGuest, [CONFIRMED]: CHECKED_IN, [CHECKED_IN]: alreadyIn, [COMPLETED]: alreadyIn, [CANCELLED]: noGuest, [NO_SHOW]: noShown },
  checkOut: {
    [HELD]: noGuest,
    [CONFIRMED]: conflict('Check the guest in before checking them out.'),
    [CHECKED_IN]: COMPLETED,
    [COMPLETED]: conflict('This guest has already checked out.'),
    [CANCELLED]: noGuest,
    [NO_SHOW]: noGuest,
  },
  noShow: { [HELD]: noGuest, [CONFIRMED]: NO_SHOW, [CHECKED_IN]: seated, [COMPLETED]: seated, [CANCELLED]: noGuest, [NO_SHOW]: noShown },
  walkIn: { [HELD]: CHECKED_IN, [CONFIRMED]: seated, [CHECKED_IN]: seated, [COMPLETED]: seated, [CANCELLED]: seated, [NO_SHOW]: seated },
};

describe('the booking state machine', () => {
  it('reads each state from the stored columns', () => {
    for (const state of Object.values(BookingState)) expect(stateOf(stored[state])).toBe(state);
  });

  const cases = Object.entries(expected).flatMap(([event, outcomes]) =>
    Object.entries(outcomes).map(([from, outcome]) => ({ event, from: from as BookingState, outcome })),
  );

  it.each(cases)('$event from $from', ({ event, from, outcome }) => {
    const refusal = refusalOf(stored[from], events[event]!);
    if (typeof outcome === 'string') {
      expect(refusal).toBeNull();
      expect(transitions[events[event]!.name].to).toBe(outcome);
    } else {
      expect(refusal).toBeInstanceOf(DomainError);
      expect({ code: refusal!.code, field: refusal!.field, message: refusal!.message }).toEqual(outcome);
    }
  });
});

/** Ways to write a booking's status, check-in or check-out: an assignment, a new row given one, an SQL update. */
const handWrites = [
  /\bstatus\s*=\s*BookingStatus\.\w+/,
  /\.(checkedInAt|checkedOutAt|noShowAt)\s*=(?!=)/,
  /create\(\s*Booking\s*,\s*\{[^}]*\bstatus\s*:/,
  /assign\(\s*\w*booking\w*\s*,\s*\{[^}]*\bstatus\s*:/i,
  /nativeUpdate\(\s*Booking\b/,
  /update\s+"?booking"?\s+set\s[^;`]*\b(status|checked_in_at|checked_out_at|no_show_at)\s*=/i,
];

const sourceRoot = join(import.meta.dirname, '../../../..');
const productFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' || entry.name === 'migrations' ? [] : productFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
const writesIn = (path: string) => handWrites.filter((pattern) => pattern.test(readFileSync(path, 'utf8'))).map(String);

describe('booking status is written by the state machine only', () => {
  const machine = join(import.meta.dirname, 'booking-lifecycle.ts');

  it("finds the machine's own writes, so it would find anyone else's", () => {
    expect(writesIn(machine).length).toBeGreaterThanOrEqual(3);
  });

  it('finds none anywhere else in the server or the legacy REST adapter', () => {
    const files = [...productFiles(join(sourceRoot, 'server/src')), ...productFiles(join(sourceRoot, 'rest-compat/src'))].filter((path) => path !== machine);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) => writesIn(path).map((pattern) => `${relative(sourceRoot, path)} ${pattern}`));
    expect(offenders).toEqual([]);
  });
});
