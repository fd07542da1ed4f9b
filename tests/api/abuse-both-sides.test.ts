// Issue 25, item 7: both sides hear about every change. A cancellation or a change by the traveller reaches the
// partner by e-mail (in the partner's language) and on its live bookings stream; a partner's cancellation reaches
// the traveller with the partner's reason; a partner cannot cancel a stay that has begun or ended, nor without a
// reason; checkouts that were never confirmed are not bookings on the partner's screens.
import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { bearer, signedInActor } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { CANCEL, MODIFY } from './after-booking-support.js';
import { CREATE, HOLD, RELEASE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();

const TOUR_CREATE = `mutation ($input: TourInput!) { tourCreate(input: $input) { tour { id } userErrors { code message } } }`;
const DEPARTURE_ADD = `mutation ($tourId: ID!, $input: TourDepartureInput!) { tourDepartureAdd(tourId: $tourId, input: $input) { departure { id } userErrors { code message } } }`;
const PARTNER_CANCEL = `mutation ($id: ID!, $reason: String) { partnerBookingCancel(id: $id, reason: $reason) { booking { id status } userErrors { code field message } } }`;
const PARTNER_BOOKINGS = `query ($filter: PartnerBookingFilterInput) { partnerBookings(filter: $filter) { totalCount nodes { id reference status } } }`;
const ADMIN_CANCEL = `mutation ($input: AdminBookingCancelInput!) { adminBookingCancel(input: $input) { booking { id status } userErrors { code field message } } }`;

/** A tour organizer working in French, with a tour of its own and a departure `days` ahead. */
async function partnerWithTour(label: string, days: number) {
  const partner = await signedInActor(suite.env, suite.db, Role.TOUR_ORGANIZER, label);
  await suite.db.query(`update app_user set language = 'fr' where id = $1`, [partner.id]);
  const { rows } = await suite.db.query(`select id from city where country_code = 'KE' order by id limit 1`);
  const created = await suite.env.graphql(
    TOUR_CREATE,
    { input: { name: `Both sides ${label}`, category: 'CULTURAL', durationDays: 1, price: 40, cityId: String(rows[0].id) } },
    bearer(partner.token),
  );
  const tourId = created.data!.tourCreate.tour.id as string;
  const date = daysAhead(days);
  expect((await suite.env.graphql(DEPARTURE_ADD, { tourId, input: { date, capacity: 8 } }, bearer(partner.token))).data!.tourDepartureAdd.userErrors).toEqual(
    [],
  );
  return { ...partner, tourId, date };
}

async function book(tourId: string, date: string, contact = guest('both-sides')) {
  const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact, tour: { tourId, date, partySize: 2 }, payment: { method: 'PAY_AT_VENUE' } });
  expect(booked.userErrors).toEqual([]);
  return { ...(booked.booking as { id: string; reference: string; email: string }), contact };
}

/** The mails about a booking, by recipient and template. */
const mailsAbout = async (reference: string) =>
  (
    await suite.db.query(
      `select recipient, template, language, subject, text from email_outbox where subject like $1 or text like $1 order by created_at, template`,
      [`%${reference}%`],
    )
  ).rows;

/** The partner's live bookings stream, as its dashboard reads it. */
const streams: AbortController[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.abort();
});
async function liveStream(token: string) {
  const abort = new AbortController();
  streams.push(abort);
  const response = await suite.env.request('/api/partner/bookings/live', { headers: bearer(token), signal: abort.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  const decoder = new TextDecoder();
  await (async () => {
    while (!text.includes(': listening')) text += decoder.decode((await reader.read()).value);
  })();
  return {
    /** Resolves with the event's data once an event about `reference` with `change` has arrived. */
    async next(reference: string, change: string) {
      for (;;) {
        const event = text
          .split('\n\n')
          .filter((block) => block.startsWith('event: booking'))
          .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)))
          .find((data) => data.reference === reference && data.change === change);
        if (event) return event;
        const { value, done } = await reader.read();
        if (done) throw new Error('The stream ended');
        text += decoder.decode(value);
      }
    },
  };
}

describe('a traveller cancels or changes a booking', () => {
  it("tells the partner by e-mail in the partner's language and on its live screen", async () => {
    const partner = await partnerWithTour('traveller-changes', 60);
    const live = await liveStream(partner.token);
    const booking = await book(partner.tourId, partner.date);

    const modified = await mutate(suite.env, MODIFY, {
      idempotencyKey: key(),
      reference: booking.reference,
      email: booking.contact.email,
      change: { partySize: 3 },
    });
    expect(modified.userErrors).toEqual([]);
    await live.next(booking.reference, 'modified');
    const cancelled = await mutate(suite.env, CANCEL, { reference: booking.reference, email: booking.contact.email });
    expect(cancelled.userErrors).toEqual([]);
    await live.next(booking.reference, 'cancelled');

    const mails = await mailsAbout(booking.reference);
    const partnerMails = mails.filter((mail) => mail.recipient === partner.email);
    expect(partnerMails.map((mail) => [mail.template, mail.language])).toEqual([
      ['partner-booking', 'fr'],
      ['partner-booking-modified', 'fr'],
      ['partner-booking-cancelled', 'fr'],
    ]);
    expect(partnerMails[2]!.text).toContain('Le voyageur a annulé');
    const travellerMails = mails.filter((mail) => mail.recipient === booking.contact.email.toLowerCase());
    expect(travellerMails.map((mail) => mail.template)).toEqual(['booking-confirmed', 'booking-modified', 'booking-cancelled']);
  });
});

describe('the back office cancels for a traveller', () => {
  it('tells the partner too', async () => {
    const partner = await partnerWithTour('support-cancels', 61);
    const booking = await book(partner.tourId, partner.date);
    const admin = await signIn(suite.env, 'admin@example.com');
    const result = await suite.env.graphql(ADMIN_CANCEL, { input: { bookingId: booking.id, reason: 'Traveller called support' } }, bearer(admin));
    expect(result.data!.adminBookingCancel.userErrors).toEqual([]);
    const notices = (await mailsAbout(booking.reference)).filter((mail) => mail.recipient === partner.email && mail.template === 'partner-booking-cancelled');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Traveller called support');
  });
});

describe('a partner cancels a booking', () => {
  it("must give a reason, which the traveller's e-mail carries; the partner's screen hears of it live", async () => {
    const partner = await partnerWithTour('partner-cancels', 62);
    const booking = await book(partner.tourId, partner.date);
    const live = await liveStream(partner.token);

    const silent = await suite.env.graphql(PARTNER_CANCEL, { id: booking.id }, bearer(partner.token));
    expect(silent.errors).toBeUndefined();
    expect(silent.data!.partnerBookingCancel.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'reason' })]);

    const reason = 'The guide is ill and no one can replace him that day';
    const cancelled = await suite.env.graphql(PARTNER_CANCEL, { id: booking.id, reason }, bearer(partner.token));
    expect(cancelled.data!.partnerBookingCancel.userErrors).toEqual([]);
    await live.next(booking.reference, 'cancelled');
    const [mail] = (await mailsAbout(booking.reference)).filter(
      (row) => row.recipient === booking.contact.email.toLowerCase() && row.template === 'booking-cancelled',
    );
    expect(mail!.subject).toBe(`Booking cancelled: ${booking.reference}`);
    expect(mail!.text).toContain(`Reason: ${reason}`);
  });

  it('cannot cancel a stay that has begun or ended', async () => {
    const partner = await partnerWithTour('partner-late', 63);
    const begun = await book(partner.tourId, partner.date);
    const ended = await book(partner.tourId, partner.date);
    await suite.db.query(`update booking set start_date = current_date, end_date = current_date + 1 where id = $1`, [begun.id]);
    await suite.db.query(`update booking set start_date = current_date - 90, end_date = current_date - 89 where id = $1`, [ended.id]);
    for (const booking of [begun, ended]) {
      const refused = await suite.env.graphql(PARTNER_CANCEL, { id: booking.id, reason: 'Changed our plans' }, bearer(partner.token));
      expect(refused.data!.partnerBookingCancel.userErrors).toEqual([expect.objectContaining({ code: 'CONFLICT', field: 'id' })]);
      expect((await suite.db.query('select status from booking where id = $1', [booking.id])).rows).toEqual([{ status: 'confirmed' }]);
    }
  });
});

describe("a partner's bookings", () => {
  it('leave out checkouts that were held, let go or left to lapse', async () => {
    const partner = await partnerWithTour('abandoned', 64);
    const input = (contact: ReturnType<typeof guest>) => ({
      idempotencyKey: key(),
      contact,
      tour: { tourId: partner.tourId, date: partner.date, partySize: 1 },
    });
    const heldContact = guest('held');
    const held = (await mutate(suite.env, HOLD, input(heldContact))).booking!;
    const releasedContact = guest('released');
    const released = (await mutate(suite.env, HOLD, input(releasedContact))).booking!;
    expect((await mutate(suite.env, RELEASE, { reference: released.reference, email: releasedContact.email })).userErrors).toEqual([]);
    const lapsed = (await mutate(suite.env, HOLD, input(guest('lapsed')))).booking!;
    await suite.db.query(`update booking set hold_expires_at = now() - interval '1 minute' where id = $1`, [lapsed.id]);
    const confirmed = await book(partner.tourId, partner.date);

    const list = (await suite.env.graphql(PARTNER_BOOKINGS, { filter: {} }, bearer(partner.token))).data!.partnerBookings;
    expect(list.nodes.map((node: { reference: string }) => node.reference)).toEqual([confirmed.reference]);
    expect(list.totalCount).toBe(1);
    const cancelledOnly = (await suite.env.graphql(PARTNER_BOOKINGS, { filter: { status: 'CANCELLED' } }, bearer(partner.token))).data!.partnerBookings;
    expect(cancelledOnly.totalCount).toBe(0);
    const refused = await suite.env.graphql(PARTNER_CANCEL, { id: held.id, reason: 'Not a real booking' }, bearer(partner.token));
    expect(refused.data!.partnerBookingCancel.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });
});
