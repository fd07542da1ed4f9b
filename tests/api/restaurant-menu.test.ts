// Issue 29 item 5: a restaurant's menu, pre-ordered with a table. The server charges each dish at its own price
// (spec §9: "menu pre-order demo items priced 5 to 16 USD"); without a pre-order a table costs the spec's fallback 50;
// the 10 % taxes and fees come on top either way.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { restaurantOpenAt } from '../support/opening-hours.js';
import { withTaxesAndFees } from '../support/spec-prices.js';
import { daysAhead, guest, key, mutate } from './bookings-support.js';

const suite = apiSuite();
const HOLD = `mutation BookingHold($input: BookingHoldInput!) { bookingHold(input: $input) {
  booking { reference total { minor } lineItems { kind name code quantity per unitPrice { minor } amount { minor } } }
  userErrors { code field message } } }`;
const MENU = `query Menu($id: ID!) { restaurant(id: $id) { menu { code name description price { minor amount currency } } } }`;

type MenuItem = { code: string; name: string; description: string; price: { minor: number; amount: number; currency: string } };

async function openRestaurants(): Promise<string[]> {
  const { rows } = await suite.db.query(
    `select distinct r.id from restaurant r join restaurant_table t on t.restaurant_id = r.id
     where r.active and r.pacing_covers is null and ${restaurantOpenAt('19:00')} and t.seats >= 2 order by r.id limit 2`,
  );
  expect(rows).toHaveLength(2);
  return rows.map((row) => String(row.id));
}

async function menuOf(id: string): Promise<MenuItem[]> {
  const result = await suite.env.graphql(MENU, { id });
  expect(result.errors).toBeUndefined();
  return (result.data!.restaurant as { menu: MenuItem[] }).menu;
}

const table = (restaurantId: string, days: number, preOrder?: unknown) => ({
  idempotencyKey: key(),
  contact: guest('menu'),
  restaurant: { restaurantId, date: daysAhead(days), time: '19:00', partySize: 2, ...(preOrder !== undefined && { preOrder }) },
});

describe('restaurant menu and pre-orders', () => {
  it('lists described dishes priced 5 to 16 dollars, set per restaurant', async () => {
    const [first, second] = await openRestaurants();
    const menu = await menuOf(first!);
    expect(menu.length).toBeGreaterThanOrEqual(5);
    for (const item of menu) {
      expect(item.description.length).toBeGreaterThan(5);
      expect(item.price.currency).toBe('USD');
      expect(item.price.minor).toBeGreaterThanOrEqual(500);
      expect(item.price.minor).toBeLessThanOrEqual(1_600);
    }
    expect(new Set(menu.map((item) => item.code)).size).toBe(menu.length);
    // The same dishes elsewhere, at that restaurant's own prices; the same prices on every read.
    const other = await menuOf(second!);
    expect(other.map((item) => item.code)).toEqual(menu.map((item) => item.code));
    expect(other.map((item) => item.price.minor)).not.toEqual(menu.map((item) => item.price.minor));
    expect(await menuOf(first!)).toEqual(menu);
  });

  it('charges a pre-order at the server’s prices, plus taxes and fees', async () => {
    const [restaurantId] = await openRestaurants();
    const menu = await menuOf(restaurantId!);
    const [dish, drink] = [menu[0]!, menu.at(-1)!];
    const held = await mutate(
      suite.env,
      HOLD,
      table(restaurantId!, 41, [
        { code: dish.code, quantity: 2 },
        { code: drink.code, quantity: 3 },
      ]),
    );
    expect(held.userErrors).toEqual([]);
    const base = 2 * dish.price.minor + 3 * drink.price.minor;
    expect(held.booking!.lineItems).toEqual([
      {
        kind: 'PRE_ORDER',
        name: dish.name,
        code: dish.code,
        quantity: 2,
        per: 1,
        unitPrice: { minor: dish.price.minor },
        amount: { minor: 2 * dish.price.minor },
      },
      {
        kind: 'PRE_ORDER',
        name: drink.name,
        code: drink.code,
        quantity: 3,
        per: 1,
        unitPrice: { minor: drink.price.minor },
        amount: { minor: 3 * drink.price.minor },
      },
      {
        kind: 'TAXES_AND_FEES',
        name: 'Taxes and fees',
        code: null,
        quantity: 1,
        per: 1,
        unitPrice: { minor: Math.round(base / 10) },
        amount: { minor: Math.round(base / 10) },
      },
    ]);
    expect(held.booking!.total.minor).toBe(withTaxesAndFees(base));
    const stored = await suite.db.query('select total_minor from booking where reference = $1', [held.booking!.reference]);
    expect(stored.rows[0].total_minor).toBe(withTaxesAndFees(base));
  });

  it('charges the spec’s 50 plus taxes and fees without a pre-order, empty or left out', async () => {
    const [restaurantId] = await openRestaurants();
    for (const [days, preOrder] of [
      [42, undefined],
      [43, []],
    ] as const) {
      const held = await mutate(suite.env, HOLD, table(restaurantId!, days, preOrder));
      expect(held.userErrors).toEqual([]);
      expect(held.booking!.lineItems[0]).toMatchObject({ kind: 'RESERVATION', quantity: 1, per: 1, amount: { minor: 5_000 } });
      expect(held.booking!.total.minor).toBe(withTaxesAndFees(5_000));
    }
  });

  it('refuses a price sent by the client, an unknown dish, a bad quantity and too many lines', async () => {
    const [restaurantId] = await openRestaurants();
    const before = (await suite.db.query('select count(*)::int as n from booking')).rows[0].n;
    // The input has no price field: a client's price never reaches the server.
    const priced = await suite.env.graphql(HOLD, { input: table(restaurantId!, 44, [{ code: 'coffee', quantity: 1, unitPrice: 1 }]) });
    expect(priced.errors?.[0]?.message).toMatch(/unitPrice/);

    const unknown = await mutate(suite.env, HOLD, table(restaurantId!, 44, [{ code: 'caviar', quantity: 1 }]));
    expect(unknown.booking).toBeNull();
    expect(unknown.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'restaurant.preOrder.0.code', message: expect.any(String) }]);

    for (const preOrder of [
      [{ code: 'coffee', quantity: 0 }],
      [{ code: 'coffee', quantity: 21 }],
      [
        { code: 'coffee', quantity: 1 },
        { code: 'coffee', quantity: 2 },
      ],
      Array.from({ length: 31 }, (_, index) => ({ code: `dish${index}`, quantity: 1 })),
    ]) {
      const refused = await mutate(suite.env, HOLD, table(restaurantId!, 44, preOrder));
      expect(refused.booking).toBeNull();
      expect(refused.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: expect.stringMatching(/^restaurant\.preOrder/) });
    }
    expect((await suite.db.query('select count(*)::int as n from booking')).rows[0].n).toBe(before);
  });
});
