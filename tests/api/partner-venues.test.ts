// Restaurant, transport and leisure partners over GraphQL: a table moved on the floor plan is where the traveller's
// reservation wizard reads it at once; another partner's rows answer not found; bad input is refused; all audited.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, guest, key, mutate, restaurantDayAhead, signIn } from './bookings-support.js';

const suite = apiSuite();
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const TABLE_ADD = `mutation TableAdd($restaurantId: ID!, $input: RestaurantTableInput!) { restaurantTableAdd(restaurantId: $restaurantId, input: $input) { table { id label x y seats } userErrors { code field message } } }`;
const TABLE_UPDATE = `mutation TableUpdate($id: ID!, $input: RestaurantTableInput!) { restaurantTableUpdate(id: $id, input: $input) { table { id x y } userErrors { code field message } } }`;
const RESTAURANT_DAY = `query Day($id: ID!, $date: String!) { partnerRestaurantDay(id: $id, date: $date) { tables { id x y } slots { time bookings { reference partySize } } } }`;
const RESTAURANT_UPDATE = `mutation RestaurantUpdate($id: ID!, $input: RestaurantInput!) { restaurantUpdate(id: $id, input: $input) { restaurant { id openingHours { weekday opens closes } } userErrors { code field message } } }`;
const WIZARD = `query Wizard($id: ID!, $date: String!, $time: String!) {
  restaurant(id: $id) { floorPlan { id x y } }
  restaurantAvailability(restaurantId: $id, date: $date, time: $time) { tables { id x y } }
}`;
const VEHICLE_ADD = `mutation VehicleAdd($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { vehicle { id plate seats } userErrors { code field message } } }`;
const VENUE_UPDATE = `mutation VenueUpdate($id: ID!, $input: LeisureVenueInput!) { leisureVenueUpdate(id: $id, input: $input) { venue { id capacity openTime } userErrors { code field message } } }`;
const RIDES = `query Rides { partnerRides { totalCount nodes { id name vehicles { id } } } }`;

async function call(document: string, variables: Record<string, unknown>, token: string) {
  const result = await suite.env.graphql(document, variables, as(token));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as any;
}

async function ownedId(table: string, email: string): Promise<number> {
  const { rows } = await suite.db.query(`select l.id from ${table} l join app_user u on u.id = l.owner_id where u.email = $1 order by l.id limit 1`, [email]);
  return rows[0].id;
}

const actions = async (subjectType: string, subjectId: string | number) =>
  (await suite.db.query(`select action from audit_entry where subject_type = $1 and subject_id = $2 order by id`, [subjectType, String(subjectId)])).rows.map(
    (r) => r.action,
  );

describe('restaurant manager', () => {
  it('moves a table and the reservation wizard reads it there at once; reservations show by seating', async () => {
    const manager = await signIn(suite.env, 'restaurants@example.com');
    const restaurantId = await ownedId('restaurant', 'restaurants@example.com');
    const table = (await call(TABLE_ADD, { restaurantId, input: { label: `P${key().slice(0, 4)}`, seats: 4, x: 10, y: 10 } }, manager)).table;
    const date = restaurantDayAhead(30);
    // The traveller's wizard has read the plan once already.
    const first = (await suite.env.graphql(WIZARD, { id: restaurantId, date, time: '19:00' })).data!;
    expect(first.restaurantAvailability.tables).toContainEqual({ id: table.id, x: 10, y: 10 });

    const moved = await call(TABLE_UPDATE, { id: table.id, input: { x: 72, y: 35 } }, manager);
    expect(moved).toMatchObject({ table: { x: 72, y: 35 }, userErrors: [] });
    const again = await suite.env.graphql(WIZARD, { id: restaurantId, date, time: '19:00' });
    expect(again.data!.restaurantAvailability.tables).toContainEqual({ id: table.id, x: 72, y: 35 });
    expect(again.data!.restaurant.floorPlan).toContainEqual({ id: table.id, x: 72, y: 35 });
    // No cache between the manager and the wizard: the floor plan is never served as cacheable.
    const headers = await suite.env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ query: `query Plan($id: ID!) { restaurant(id: $id) { name floorPlan { id x y } } }`, variables: { id: restaurantId } }),
    });
    expect(headers.headers.get('cache-control')).toBe('no-store');
    expect(await actions('restaurant_table', table.id)).toEqual(['restaurant_table.create', 'restaurant_table.move']);

    const reserved = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest('floor'),
      restaurant: { restaurantId, date, time: '19:00', partySize: 3, tableId: table.id },
    });
    expect(reserved.userErrors).toEqual([]);
    const day = await call(RESTAURANT_DAY, { id: restaurantId, date }, manager);
    expect(day.slots.find((slot: any) => slot.time === '19:00').bookings).toContainEqual({ reference: reserved.booking!.reference, partySize: 3 });
  });

  it("answers not found for another manager's table, refuses bad positions and hours, and changes nothing", async () => {
    const manager = await signIn(suite.env, 'restaurants@example.com');
    const restaurantId = await ownedId('restaurant', 'restaurants@example.com');
    const table = (await call(TABLE_ADD, { restaurantId, input: { label: 'Q1', seats: 2, x: 20, y: 20 } }, manager)).table;
    const other = await signIn(suite.env, 'restaurant-tz@partners.example.com');
    expect((await call(TABLE_UPDATE, { id: table.id, input: { x: 90 } }, other)).userErrors).toEqual([
      { code: 'NOT_FOUND', field: 'id', message: 'Table not found' },
    ]);
    expect((await call(TABLE_ADD, { restaurantId, input: { label: 'Q2', seats: 2, x: 1, y: 1 } }, other)).userErrors[0].code).toBe('NOT_FOUND');
    expect((await suite.env.graphql(RESTAURANT_DAY, { id: restaurantId, date: daysAhead(3) }, as(other))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await call(TABLE_UPDATE, { id: table.id, input: { x: 150 } }, manager)).userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'x' });
    const hours = await call(
      RESTAURANT_UPDATE,
      { id: restaurantId, input: { openingHours: [{ weekday: 'MONDAY', opens: '25:00', closes: '22:00' }] } },
      manager,
    );
    expect(hours.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'openingHours.0.opens' });
    const { rows } = await suite.db.query(`select x, y from restaurant_table where id = $1`, [table.id]);
    expect(rows[0]).toEqual({ x: 20, y: 20 });
    expect(await actions('restaurant_table', table.id)).toEqual(['restaurant_table.create']);
  });
});

describe('transport and leisure managers', () => {
  it('add vehicles and change venue capacity on their own listings only, audited', async () => {
    const transport = await signIn(suite.env, 'transport@example.com');
    const serviceId = await ownedId('transport_service', 'transport@example.com');
    const plate = `RAD ${key().slice(0, 5)}`;
    const vehicle = await call(VEHICLE_ADD, { serviceId, input: { model: 'Land Cruiser', seats: 6, plate } }, transport);
    expect(vehicle.vehicle).toMatchObject({ plate: plate.toUpperCase(), seats: 6 });
    expect(await actions('vehicle', vehicle.vehicle.id)).toEqual(['vehicle.create']);
    expect((await call(VEHICLE_ADD, { serviceId, input: { model: 'Twin', seats: 6, plate } }, transport)).userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      field: 'plate',
    });
    const rides = await call(RIDES, {}, transport);
    expect(rides.nodes.find((ride: any) => ride.id === String(serviceId)).vehicles).toContainEqual({ id: vehicle.vehicle.id });
    const otherTransport = await signIn(suite.env, 'transport-tz@partners.example.com');
    expect(
      (await call(VEHICLE_ADD, { serviceId, input: { model: 'Van', seats: 8, plate: `X ${key().slice(0, 5)}` } }, otherTransport)).userErrors[0].code,
    ).toBe('NOT_FOUND');

    const leisure = await signIn(suite.env, 'leisure@example.com');
    const venueId = await ownedId('leisure_venue', 'leisure@example.com');
    const booked = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest('venue'),
      leisure: { venueId, date: daysAhead(20), time: '21:00', guests: 3 },
    });
    expect(booked.userErrors).toEqual([]);
    const tooSmall = await call(VENUE_UPDATE, { id: venueId, input: { capacity: 1 } }, leisure);
    expect(tooSmall.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'capacity' });
    const changed = await call(VENUE_UPDATE, { id: venueId, input: { openTime: '18:30' } }, leisure);
    expect(changed.venue.openTime).toBe('18:30');
    expect((await actions('leisure_venue', venueId)).at(-1)).toBe('leisure_venue.update');
    const otherLeisure = await signIn(suite.env, 'leisure-tz@partners.example.com');
    expect((await call(VENUE_UPDATE, { id: venueId, input: { capacity: 9999 } }, otherLeisure)).userErrors[0].code).toBe('NOT_FOUND');
  });
});
