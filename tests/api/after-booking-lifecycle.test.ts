// Statuses over time, filters, verified reviews and the listing's rating, and refusals of another user's booking.
import { describe, expect, it } from 'vitest';
import { inviteReviews } from '../../server/src/modules/reviews/review-invitations.js';
import { addDays } from '../../server/src/modules/bookings/booking-dates.js';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, key, mutate, signIn } from './bookings-support.js';
import { AFTER_FIELDS, CANCEL, MODIFY, MY_BOOKINGS_BY, PREVIEW, REVIEW, aDeparture, aStay, bearer, card, moveBooking } from './after-booking-support.js';

const suite = apiSuite();
const BOOKING_BY_REF = `query Booking($reference: String!) { booking(reference: $reference) { ${AFTER_FIELDS} } }`;
const HOTEL_RATING = `query HotelRating($id: ID!) { hotel(id: $id) { id reviewSummary { rating count } } }`;

describe('statuses over time', () => {
  it('moves confirmed → upcoming → completed with the dates, and filters by status and type', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const booking = await aStay(suite.env, suite.db, token, 120);
    const lifecycle = async () => (await suite.env.graphql(BOOKING_BY_REF, { reference: booking.reference }, bearer(token))).data!.booking.lifecycle;
    expect(await lifecycle()).toBe('CONFIRMED');
    await moveBooking(suite.db, booking.reference, 3);
    expect(await lifecycle()).toBe('UPCOMING');
    await moveBooking(suite.db, booking.reference, -5, 2);
    expect(await lifecycle()).toBe('COMPLETED');

    const filtered = async (variables: Record<string, unknown>) =>
      (await suite.env.graphql(MY_BOOKINGS_BY, variables, bearer(token))).data!.myBookings as Array<{ reference: string; lifecycle: string; type: string }>;
    const completed = await filtered({ status: 'COMPLETED' });
    expect(completed.map((b) => b.reference)).toContain(booking.reference);
    expect(completed.every((b) => b.lifecycle === 'COMPLETED')).toBe(true);
    expect((await filtered({ status: 'UPCOMING' })).map((b) => b.reference)).not.toContain(booking.reference);
    expect((await filtered({ type: 'TOUR' })).every((b) => b.type === 'TOUR')).toBe(true);
    expect((await filtered({ status: 'COMPLETED', type: 'HOTEL' })).map((b) => b.reference)).toContain(booking.reference);
  });
});

describe('the seeded demo traveller', () => {
  it('has bookings in every status and type, reviews, and a ledger that adds up', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const mine = (await suite.env.graphql(`query { myBookings(first: 100) { type lifecycle review { rating } } }`, {}, bearer(token))).data!
      .myBookings as Array<{
      type: string;
      lifecycle: string;
      review: { rating: number } | null;
    }>;
    for (const type of ['HOTEL', 'TOUR', 'RESTAURANT', 'LEISURE', 'TRANSPORT'])
      for (const lifecycle of ['COMPLETED', 'CANCELLED', 'UPCOMING', 'CONFIRMED'])
        expect(
          mine.some((b) => b.type === type && b.lifecycle === lifecycle),
          `${type} ${lifecycle}`,
        ).toBe(true);
    expect(mine.some((b) => b.review)).toBe(true);
    const { rows } = await suite.db.query(`select count(distinct user_id)::int as authors from review`);
    expect(rows[0].authors).toBeGreaterThan(10);
  });
});

describe('reviews', () => {
  it('lets only the traveller of a completed booking review it, once, and shows on the listing', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const stranger = await signIn(suite.env, 'tours@example.com');
    const booking = await aStay(suite.env, suite.db, token, 130);
    const review = (by: string, rating = 4) =>
      suite.env
        .graphql(REVIEW, { input: { reference: booking.reference, rating, text: 'Lovely stay by the lake.' } }, bearer(by))
        .then((r) => r.data!.reviewCreate);

    expect((await review(token)).userErrors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reference',
      message: 'You can review a booking once it is completed.',
    });
    await moveBooking(suite.db, booking.reference, -4, 2);
    expect((await review(stranger)).userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await review(token, 6)).userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rating' });
    const written = await review(token, 4);
    expect(written.userErrors).toEqual([]);
    expect(written.review).toMatchObject({ rating: 4, authorName: 'Amani' });
    expect((await review(token, 5)).userErrors[0]).toMatchObject({ code: 'CONFLICT' });

    const { rows } = await suite.db.query(
      `select round(avg(rating)::numeric, 1)::float as rating, count(*)::int as count from review where listing_type = 'hotel' and listing_id = $1`,
      [Number(booking.listingId)],
    );
    const hotel = (await suite.env.graphql(HOTEL_RATING, { id: booking.listingId })).data!.hotel;
    expect(hotel.reviewSummary).toEqual({ rating: rows[0].rating, count: rows[0].count });
  });

  it('a cancelled booking is not completed: no review', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const booking = await aStay(suite.env, suite.db, token, 135);
    await suite.env.graphql(CANCEL, { input: { reference: booking.reference } }, bearer(token));
    await moveBooking(suite.db, booking.reference, -4, 2);
    const result = await suite.env.graphql(REVIEW, { input: { reference: booking.reference, rating: 5, text: 'Never went.' } }, bearer(token));
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data!.reviewCreate.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reference' });
  });
});

describe("another user's booking", () => {
  it('is refused by every action: read, preview, modify, cancel, review', async () => {
    const owner = await signIn(suite.env, 'traveller@example.com');
    const stranger = await signIn(suite.env, 'tours@example.com');
    const booking = await aStay(suite.env, suite.db, owner, 140);
    const reference = booking.reference;
    const as = bearer(stranger);
    expect((await suite.env.graphql(BOOKING_BY_REF, { reference }, as)).data!.booking).toBeNull();
    const preview = await suite.env.graphql(PREVIEW, { input: { reference, change: { partySize: 1 } } }, as);
    expect(preview.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const modified = await suite.env.graphql(MODIFY, { input: { idempotencyKey: crypto.randomUUID(), reference, change: { partySize: 1 } } }, as);
    expect(modified.data!.bookingModify.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    const cancelled = await suite.env.graphql(CANCEL, { input: { reference } }, as);
    expect(cancelled.data!.bookingCancel.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    const { rows } = await suite.db.query(`select status, start_date::text, party_size from booking where reference = $1`, [reference]);
    expect(rows[0]).toMatchObject({ status: 'confirmed', party_size: 2 });
  });
});

describe('review invitations', () => {
  const invite = () => inviteReviews(suite.env.app.orm.em.fork(), suite.env.app.services.email, suite.env.app.services.config);
  const invitations = async (reference: string) =>
    (await suite.db.query(`select subject from email_outbox where template = 'booking-review-invitation' and subject like '%' || $1`, [reference])).rows.map(
      (row) => row.subject as string,
    );

  it('go once per completed booking, in the language it was booked in, however many replicas run the job at once', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const french = await aStay(suite.env, suite.db, token, 150, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const english = await aStay(suite.env, suite.db, token, 151);
    const future = await aStay(suite.env, suite.db, token, 152);
    const { rows } = await suite.db.query(`select reference, language from booking where reference = any($1) order by reference`, [
      [french.reference, english.reference],
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.language]))).toEqual({ [french.reference]: 'fr', [english.reference]: 'en' });
    await moveBooking(suite.db, french.reference, -4, 2);
    await moveBooking(suite.db, english.reference, -6, 3);

    await Promise.all([invite(), invite(), invite()]);
    await invite();
    expect(await invitations(french.reference)).toEqual([`Comment était-ce ? ${french.reference}`]);
    expect(await invitations(english.reference)).toEqual([`How was it? ${english.reference}`]);
    expect(await invitations(future.reference)).toEqual([]);
  });
});

describe('the itinerary of a tour booking', () => {
  const ITINERARY = `query Itinerary($reference: String!) { booking(reference: $reference) { endDate itinerary { position title day date completed } } }`;
  const SET_STEP = `mutation Step($input: BookingItineraryStepInput!) { bookingItineraryStepSet(input: $input) { booking { itinerary { position completed } } userErrors { code field message } } }`;

  it('dates each step from the departure on the day it names, the last on the last day, and keeps its traveller’s ticks on the server, for them only', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const stranger = await signIn(suite.env, 'tours@example.com');
    const departure = await aDeparture(suite.db, 3);
    const booked = (await mutate(suite.env, CREATE, { idempotencyKey: key(), tour: { ...departure, partySize: 1 }, payment: card }, token)).booking!;
    const { rows: steps } = await suite.db.query(`select position, title from tour_itinerary_step where tour_id = $1 order by position`, [
      Number(departure.tourId),
    ]);
    expect(steps.length).toBeGreaterThan(1);

    const itinerary = async () =>
      (await suite.env.graphql(ITINERARY, { reference: booked.reference }, bearer(token))).data!.booking.itinerary as Array<Record<string, unknown>>;
    const before = await itinerary();
    expect(before.map((step) => [step.position, step.title])).toEqual(steps.map((step) => [step.position, step.title]));
    expect(before[0]).toMatchObject({ day: 1, date: departure.date, completed: false });
    // Each step's date is its day of the tour counted from the departure; the days never go back.
    for (const step of before) expect(step.date).toBe(addDays(departure.date, (step.day as number) - 1));
    expect(before.map((step) => step.day)).toEqual(before.map((step) => step.day).sort((a, b) => (a as number) - (b as number)));
    const { endDate } = (await suite.env.graphql(ITINERARY, { reference: booked.reference }, bearer(token))).data!.booking;
    expect(before.at(-1)!.date).toBe(endDate);

    const tick = (by: string, position: number, completed = true) =>
      suite.env
        .graphql(SET_STEP, { input: { reference: booked.reference, position, completed } }, bearer(by))
        .then((result) => result.data!.bookingItineraryStepSet);
    expect((await tick(token, 2)).userErrors).toEqual([]);
    expect((await tick(token, 2)).userErrors).toEqual([]);
    expect((await tick(stranger, 1)).userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await tick(token, 999)).userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'position' });
    expect((await itinerary()).filter((step) => step.completed).map((step) => step.position)).toEqual([2]);
    expect((await tick(token, 2, false)).booking.itinerary.every((step: { completed: boolean }) => !step.completed)).toBe(true);

    const stay = await aStay(suite.env, suite.db, token, 160);
    expect((await suite.env.graphql(ITINERARY, { reference: stay.reference }, bearer(token))).data!.booking.itinerary).toBeNull();
    const onStay = await suite.env.graphql(SET_STEP, { input: { reference: stay.reference, position: 1, completed: true } }, bearer(token));
    expect(onStay.data!.bookingItineraryStepSet.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reference' });
  });
});
