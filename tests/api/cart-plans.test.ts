// Issue 29: the cart's choices per kind, kept per account, and one receipt per cart. A cart item keeps what the
// traveller chose (a tour's departure and party, a restaurant's time, table and pre-order) in the account, so it
// follows them to another session; a guest's cart merges in at sign-in without duplicates; checking the cart out
// prices every choice through the shared pricing function and mails one receipt for all of its bookings.
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { restaurantOpenAt } from '../support/opening-hours.js';
import { withTaxesAndFees } from '../support/spec-prices.js';
import { Role } from '../../server/src/modules/users/role.js';
import { daysAhead, key } from './bookings-support.js';

const suite = apiSuite();

const ITEM = 'listingType listingId plan { startDate endDate time party rooms tableId preOrder { code quantity } addOns }';
const PAYLOAD = `cart { ${ITEM} } favourites { ${ITEM} } userErrors { code field message }`;
const CART = `query { myCart { ${ITEM} } }`;
const CART_ADD = `mutation ($input: SavedItemInput!) { cartAdd(input: $input) { ${PAYLOAD} } }`;
const PLAN_SET = `mutation ($input: SavedItemInput!) { cartPlanSet(input: $input) { ${PAYLOAD} } }`;
const FAVOURITE_ADD = `mutation ($input: SavedItemInput!) { favouriteAdd(input: $input) { ${PAYLOAD} } }`;
const MERGE = `mutation ($input: SavedListingsMergeInput!) { savedListingsMerge(input: $input) { ${PAYLOAD} } }`;
const BOOKED = `bookings { reference status paymentStatus type listingId total { minor } lineItems { kind code quantity per unitPrice { minor } amount { minor } } }
  total { minor } failedItem userErrors { code field message }`;
const HOLD = `mutation ($input: CartCheckoutHoldInput!) { cartCheckoutHold(input: $input) { ${BOOKED} } }`;
const CONFIRM = `mutation ($input: CartCheckoutConfirmInput!) { cartCheckoutConfirm(input: $input) { ${BOOKED} } }`;
const MENU = `query ($id: ID!) { restaurant(id: $id) { menu { code price { minor } } } }`;

type Plan = Record<string, unknown>;
type Saved = { listingType: string; listingId: string; plan: Plan | null };

async function send(document: string, variables: Record<string, unknown>, token?: string) {
  const result = await suite.env.graphql(document, variables, token ? bearer(token) : {});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as any;
}

/** A new traveller signed in twice: two devices of one account. */
async function traveller(label: string) {
  const { email } = await createAccount(suite.db, Role.USER, label);
  return { email, phone: await signIn(suite.env, email), laptop: await signIn(suite.env, email) };
}

/** A tour departure with places for the party, far ahead (ordered from the end, away from other suites). */
async function aDeparture(offset: number) {
  const { rows } = await suite.db.query(
    `select d.tour_id, d.departs_on::text as date, t.base_price_minor from tour_departure d join tour t on t.id = d.tour_id
     where t.active and d.departs_on > current_date + 30 and d.capacity - d.booked >= 4 order by d.id desc offset $1 limit 1`,
    [offset],
  );
  return { tourId: String(rows[0].tour_id), date: rows[0].date as string, basePriceMinor: rows[0].base_price_minor as number };
}

/** A restaurant open at 19:00 every day, unpaced, with a table for two (ordered from the end). */
async function aRestaurant(offset: number) {
  const { rows } = await suite.db.query(
    `select distinct r.id from restaurant r join restaurant_table t on t.restaurant_id = r.id
     where r.active and r.pacing_covers is null and ${restaurantOpenAt('19:00')} and t.seats >= 2 order by r.id desc offset $1 limit 1`,
    [offset],
  );
  return String(rows[0].id);
}

const byKind = (cart: Saved[]) => Object.fromEntries(cart.map((item) => [`${item.listingType}:${item.listingId}`, item.plan]));

describe('cart plans kept per account', () => {
  it('keeps each item with its plan in the account: another session sees the same cart and choices', async () => {
    const { phone, laptop } = await traveller('cart-plans-devices');
    const departure = await aDeparture(0);
    const restaurantId = await aRestaurant(0);
    const tourPlan = { startDate: departure.date, party: 3 };
    const added = await send(CART_ADD, { input: { type: 'TOUR', listingId: departure.tourId, plan: tourPlan } }, phone);
    expect(added.userErrors).toEqual([]);
    await send(CART_ADD, { input: { type: 'RESTAURANT', listingId: restaurantId } }, phone);
    const tablePlan = { startDate: daysAhead(45), time: '19:00', party: 2, preOrder: [{ code: 'tilapia', quantity: 2 }] };
    const set = await send(PLAN_SET, { input: { type: 'RESTAURANT', listingId: restaurantId, plan: tablePlan } }, phone);
    expect(set.userErrors).toEqual([]);

    // The other device: the same items and the same choices.
    const cart = (await send(CART, {}, laptop)) as Saved[];
    expect(cart).toHaveLength(2);
    expect(byKind(cart)).toEqual({
      [`TOUR:${departure.tourId}`]: { ...tourPlan, endDate: null, time: null, rooms: null, tableId: null, preOrder: null, addOns: null },
      [`RESTAURANT:${restaurantId}`]: { ...tablePlan, endDate: null, rooms: null, tableId: null, addOns: null },
    });

    // A plan is only for an item in the cart, and only with choices the booking accepts; no prices are taken.
    const missing = await send(PLAN_SET, { input: { type: 'HOTEL', listingId: '1', plan: { party: 2 } } }, laptop);
    expect(missing.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'listingId' })]);
    const tooMany = await send(PLAN_SET, { input: { type: 'TOUR', listingId: departure.tourId, plan: { party: 13 } } }, laptop);
    expect(tooMany.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
    const badDate = await send(PLAN_SET, { input: { type: 'TOUR', listingId: departure.tourId, plan: { startDate: '2026-02-30' } } }, laptop);
    expect(badDate.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
    expect(byKind(await send(CART, {}, phone))[`TOUR:${departure.tourId}`]).toMatchObject(tourPlan);
    // Favourites keep no plan.
    const favourite = await send(FAVOURITE_ADD, { input: { type: 'TOUR', listingId: departure.tourId, plan: tourPlan } }, laptop);
    expect(favourite.favourites).toEqual([{ listingType: 'TOUR', listingId: departure.tourId, plan: null }]);
  });

  it("merges a guest's cart and its plans into the account at sign-in, without duplicates", async () => {
    const { phone, laptop } = await traveller('cart-plans-merge');
    const departure = await aDeparture(1);
    const restaurantId = await aRestaurant(1);
    await send(CART_ADD, { input: { type: 'TOUR', listingId: departure.tourId, plan: { startDate: departure.date, party: 1 } } }, laptop);

    // The guest's browser held the same tour (chosen again, for two) and a restaurant, the tour twice.
    const guestTour = { startDate: departure.date, party: 2 };
    const guestTable = { startDate: daysAhead(46), time: '19:00', party: 2, preOrder: [{ code: 'coffee', quantity: 2 }] };
    const input = {
      favourites: [],
      cart: [
        { type: 'TOUR', listingId: departure.tourId, plan: guestTour },
        { type: 'RESTAURANT', listingId: restaurantId, plan: guestTable },
        { type: 'TOUR', listingId: departure.tourId },
      ],
    };
    const merged = await send(MERGE, { input }, phone);
    expect(merged.userErrors).toEqual([]);
    expect(merged.cart).toHaveLength(2);
    expect(byKind(merged.cart)[`TOUR:${departure.tourId}`]).toMatchObject(guestTour);
    expect(byKind(merged.cart)[`RESTAURANT:${restaurantId}`]).toMatchObject(guestTable);
    // Merged again (a second tab), or with an item without a plan: still two items, the choices kept.
    await send(MERGE, { input }, phone);
    await send(MERGE, { input: { favourites: [], cart: [{ type: 'RESTAURANT', listingId: restaurantId }] } }, laptop);
    const cart = (await send(CART, {}, laptop)) as Saved[];
    expect(cart).toHaveLength(2);
    expect(byKind(cart)[`RESTAURANT:${restaurantId}`]).toMatchObject(guestTable);
  });

  it('checks out a tour departure and a restaurant pre-order: each total is its lines, the charge their sum, one receipt mailed', async () => {
    const { email, phone, laptop } = await traveller('cart-plans-receipt');
    const departure = await aDeparture(2);
    const restaurantId = await aRestaurant(2);
    const menu = ((await send(MENU, { id: restaurantId })) as { menu: Array<{ code: string; price: { minor: number } }> }).menu;
    const [first, second] = menu;
    const tourPlan = { startDate: departure.date, party: 2 };
    const tablePlan = {
      startDate: daysAhead(47),
      time: '19:00',
      party: 2,
      preOrder: [
        { code: first!.code, quantity: 2 },
        { code: second!.code, quantity: 1 },
      ],
    };
    await send(CART_ADD, { input: { type: 'TOUR', listingId: departure.tourId, plan: tourPlan } }, phone);
    await send(CART_ADD, { input: { type: 'RESTAURANT', listingId: restaurantId, plan: tablePlan } }, phone);

    // Checked out from the other device, from the plans the account kept (as the cart page sends them).
    const kept = byKind(await send(CART, {}, laptop)) as Record<string, any>;
    const tour = kept[`TOUR:${departure.tourId}`];
    const table = kept[`RESTAURANT:${restaurantId}`];
    const items = [
      { tour: { tourId: departure.tourId, date: tour.startDate, partySize: tour.party } },
      { restaurant: { restaurantId, date: table.startDate, time: table.time, partySize: table.party, preOrder: table.preOrder } },
    ];
    const held = await send(HOLD, { input: { idempotencyKey: key(), items } }, laptop);
    expect(held.userErrors).toEqual([]);
    const tourTotal = withTaxesAndFees(departure.basePriceMinor * 2);
    const tableTotal = withTaxesAndFees(first!.price.minor * 2 + second!.price.minor);
    expect(held.bookings.map((booking: any) => booking.total.minor)).toEqual([tourTotal, tableTotal]);
    for (const booking of held.bookings) expect(booking.lineItems.reduce((sum: number, line: any) => sum + line.amount.minor, 0)).toBe(booking.total.minor);
    expect(held.bookings[0].lineItems.map((line: any) => line.kind)).toEqual(['PER_PERSON', 'TAXES_AND_FEES']);
    expect(held.bookings[1].lineItems.map((line: any) => [line.kind, line.code, line.quantity, line.unitPrice.minor])).toEqual([
      ['PRE_ORDER', first!.code, 2, first!.price.minor],
      ['PRE_ORDER', second!.code, 1, second!.price.minor],
      ['TAXES_AND_FEES', null, 1, expect.any(Number)],
    ]);
    expect(held.total.minor).toBe(tourTotal + tableTotal);

    const references = held.bookings.map((booking: any) => booking.reference);
    const booked = await send(
      CONFIRM,
      { input: { references, payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' }, termsAccepted: true } },
      laptop,
    );
    expect(booked.userErrors).toEqual([]);
    expect(booked.bookings.map((booking: any) => [booking.status, booking.paymentStatus])).toEqual([
      ['CONFIRMED', 'PAID'],
      ['CONFIRMED', 'PAID'],
    ]);
    expect(booked.total.minor).toBe(tourTotal + tableTotal);
    // One payment took exactly what was shown.
    const { rows: payments } = await suite.db.query(
      `select count(distinct payment_reference)::int as payments, sum(total_minor)::int as charged from booking where reference = any($1)`,
      [references],
    );
    expect(payments[0]).toEqual({ payments: 1, charged: tourTotal + tableTotal });

    // One receipt through the outbox, listing both bookings and the grand total; no mail per booking.
    const { rows: mails } = await suite.db.query(`select template, subject, text from email_outbox where recipient = $1 order by created_at`, [email]);
    expect(mails.map((mail) => mail.template)).toEqual(['cart-receipt']);
    expect(mails[0].subject).toBe('Your receipt: 2 bookings confirmed');
    for (const reference of references) expect(mails[0].text).toContain(`Reference: ${reference}`);
    const dollars = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);
    expect(mails[0].text).toContain(`Grand total: ${dollars(tourTotal + tableTotal)}`);
    expect(mails[0].text).toContain(`Total: ${dollars(tourTotal)}`);
    expect(mails[0].text).toContain(`Total: ${dollars(tableTotal)}`);
    // Booked items leave the cart on every device.
    expect(await send(CART, {}, phone)).toEqual([]);
  });
});
