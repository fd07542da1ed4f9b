// A transport business's vehicle days: it blocks days for maintenance, the booking flow refuses a hire on them with a
// typed error and the traveller's availability shows no vehicle; a day already hired cannot be blocked; opened again,
// the day is bookable. Another business finds no such vehicle.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();
const ERRORS = 'userErrors { code field message }';
const RIDE_CREATE = `mutation ($input: RideInput!) { rideCreate(input: $input) { ride { id } ${ERRORS} } }`;
const VEHICLE_ADD = `mutation ($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { vehicle { id } ${ERRORS} } }`;
const DAYS_SET = `mutation ($vehicleId: ID!, $input: VehicleDaysInput!) { vehicleDaysSet(vehicleId: $vehicleId, input: $input) { days { vehicleId date blocked reference } ${ERRORS} } }`;
const FLEET_DAYS = `query ($serviceId: ID!, $from: String!, $days: Int!) { partnerFleetDays(serviceId: $serviceId, from: $from, days: $days) { vehicleId date blocked reference } }`;
const AVAILABLE = `query ($serviceId: ID!, $pickupDate: String!, $returnDate: String!) { rideAvailability(serviceId: $serviceId, pickupDate: $pickupDate, returnDate: $returnDate) { id } }`;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(document: string, variables: Record<string, unknown>, token?: string) {
  const result = await suite.env.graphql(document, variables, token ? as(token) : {});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as any;
}

async function oneVehicleService(token: string) {
  const { rows } = await suite.db.query(`select id from city where country_code = 'RW' order by id limit 1`);
  const ride = await call(
    RIDE_CREATE,
    { input: { name: `Workshop ${key().slice(0, 6)}`, cityId: String(rows[0].id), type: 'SAFARI', pricePerDay: 80 } },
    token,
  );
  const vehicle = await call(VEHICLE_ADD, { serviceId: ride.ride.id, input: { model: 'Land Cruiser', seats: 6, plate: `MT ${key().slice(0, 5)}` } }, token);
  return { serviceId: ride.ride.id as string, vehicleId: vehicle.vehicle.id as string };
}

const hire = (serviceId: string, pickupDate: string, returnDate = pickupDate) =>
  mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('fleet-days'), ride: { serviceId, pickupDate, returnDate, passengers: 2 } });

describe('vehicle days', () => {
  it('blocks days that nobody can then hire, refuses to block a hired day, and opens them again', async () => {
    const business = await signIn(suite.env, 'transport@example.com');
    const { serviceId, vehicleId } = await oneVehicleService(business);
    const hiredDay = daysAhead(30);
    const hired = await hire(serviceId, hiredDay);
    expect(hired.userErrors).toEqual([]);

    const [first, last] = [daysAhead(33), daysAhead(34)];
    const blocked = await call(DAYS_SET, { vehicleId, input: { from: first, to: last, blocked: true } }, business);
    expect(blocked.userErrors).toEqual([]);
    expect(blocked.days).toEqual([
      { vehicleId, date: first, blocked: true, reference: null },
      { vehicleId, date: last, blocked: true, reference: null },
    ]);

    // The business sees each day: hired (by which booking), blocked, free.
    const calendar = await call(FLEET_DAYS, { serviceId, from: hiredDay, days: 5 }, business);
    expect(calendar.map((day: any) => [day.date, day.blocked, day.reference])).toEqual([
      [hiredDay, false, hired.booking!.reference],
      [daysAhead(31), false, null],
      [daysAhead(32), false, null],
      [first, true, null],
      [last, true, null],
    ]);

    // Travellers: no vehicle free on a blocked day, and the booking flow refuses it with a typed error.
    expect(await call(AVAILABLE, { serviceId, pickupDate: first, returnDate: last })).toEqual([]);
    expect(await call(AVAILABLE, { serviceId, pickupDate: daysAhead(31), returnDate: daysAhead(32) })).toEqual([{ id: vehicleId }]);
    const refused = await hire(serviceId, first);
    expect(refused).toMatchObject({ booking: null, userErrors: [{ code: 'UNAVAILABLE' }] });

    // A day the vehicle is hired cannot be blocked; nothing of the range is blocked then.
    const clash = await call(DAYS_SET, { vehicleId, input: { from: daysAhead(29), to: hiredDay, blocked: true } }, business);
    expect(clash.userErrors[0]).toMatchObject({ code: 'CONFLICT', field: 'from' });
    expect((await call(FLEET_DAYS, { serviceId, from: daysAhead(29), days: 1 }, business))[0].blocked).toBe(false);

    const opened = await call(DAYS_SET, { vehicleId, input: { from: first, to: first, blocked: false } }, business);
    expect(opened.days).toEqual([{ vehicleId, date: first, blocked: false, reference: null }]);
    expect((await hire(serviceId, first)).userErrors).toEqual([]);

    const { rows } = await suite.db.query(`select action from audit_entry where subject_type = 'vehicle' and subject_id = $1 order by id`, [vehicleId]);
    expect(rows.map((row) => row.action)).toEqual(['vehicle.create', 'vehicle.block', 'vehicle.unblock']);
  });

  it('refuses bad ranges and answers not found for another business', async () => {
    const business = await signIn(suite.env, 'transport@example.com');
    const { serviceId, vehicleId } = await oneVehicleService(business);
    const backwards = await call(DAYS_SET, { vehicleId, input: { from: daysAhead(10), to: daysAhead(9), blocked: true } }, business);
    expect(backwards.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    const past = await call(DAYS_SET, { vehicleId, input: { from: '2020-01-01', to: '2020-01-02', blocked: true } }, business);
    expect(past.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });

    const other = await signIn(suite.env, 'transport-tz@partners.example.com');
    const foreign = await call(DAYS_SET, { vehicleId, input: { from: daysAhead(10), to: daysAhead(10), blocked: true } }, other);
    expect(foreign.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    const read = await suite.env.graphql(FLEET_DAYS, { serviceId, from: daysAhead(10), days: 3 }, as(other));
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
