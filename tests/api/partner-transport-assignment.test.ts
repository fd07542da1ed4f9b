// A transport business assigns a vehicle and a driver to a confirmed hire, over real HTTP and PostgreSQL: the hire's
// claim moves to the chosen vehicle, the traveller reads the driver's name and phone on the booking and gets a mail
// through the outbox in the same transaction, and the business's webhook endpoints (booking.modified) and live screens
// hear of it in that transaction too; a vehicle hired out on those days is refused with UNAVAILABLE and nothing
// changes; another business's hire answers NOT_FOUND and a partner of another kind is refused outright.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();
const ERRORS = 'userErrors { code field message }';
const RIDE_CREATE = `mutation ($input: RideInput!) { rideCreate(input: $input) { ride { id } ${ERRORS} } }`;
const VEHICLE_ADD = `mutation ($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { vehicle { id } ${ERRORS} } }`;
const ASSIGNMENT = 'transportAssignment { vehicleId vehicleModel vehiclePlate driverName driverPhone pickupTime pickupPlace }';
const ASSIGN = `mutation ($id: ID!, $input: TransportAssignmentInput!) { transportBookingAssign(id: $id, input: $input) { booking { id startDate endDate ${ASSIGNMENT} } ${ERRORS} } }`;
const MINE = `query { myBookings(type: TRANSPORT) { reference ${ASSIGNMENT} } }`;
const ENDPOINT_CREATE = `mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { endpoint { id } ${ERRORS} } }`;

/** The booking.modified deliveries queued for the business's endpoints about a booking. */
const modifiedDeliveries = async (bookingId: string) =>
  (
    await suite.db.query(`select payload from partner_webhook_delivery where event_type = 'booking.modified' and payload->'data'->'booking'->>'id' = $1`, [
      bookingId,
    ])
  ).rows.map((row) => row.payload);

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(document: string, variables: Record<string, unknown>, token?: string) {
  const result = await suite.env.graphql(document, variables, token ? as(token) : {});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as any;
}

/** A service of the demo business with two vans, in Rwanda. */
async function twoVanService(token: string) {
  const { rows } = await suite.db.query(`select id from city where country_code = 'RW' order by id limit 1`);
  const ride = await call(RIDE_CREATE, { input: { name: `Drivers ${key().slice(0, 6)}`, cityId: String(rows[0].id), type: 'SAFARI', pricePerDay: 80 } }, token);
  const add = async (model: string) =>
    (await call(VEHICLE_ADD, { serviceId: ride.ride.id, input: { model, seats: 6, plate: `DR ${key().slice(0, 5)}` } }, token)).vehicle.id as string;
  return { serviceId: ride.ride.id as string, first: await add('Land Cruiser'), second: await add('Hiace') };
}

const liveVehicles = async (bookingId: string) =>
  (
    await suite.db.query(
      `select distinct b.unit_id::text as vehicle from inventory_claim c join inventory_bucket b on b.id = c.bucket_id
       where c.booking_id = $1 and c.released_at is null`,
      [bookingId],
    )
  ).rows.map((row) => row.vehicle);

describe('transport: a vehicle and driver assigned to a hire', () => {
  it('moves the hire to the chosen vehicle, shows the driver to the traveller and mails them through the outbox', async () => {
    const business = await signIn(suite.env, 'transport@example.com');
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const { serviceId, first, second } = await twoVanService(business);
    const [pickupDate, returnDate] = [daysAhead(40), daysAhead(42)];
    const contact = guest('driver');
    const hired = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact, ride: { serviceId, pickupDate, returnDate, passengers: 2 } }, traveller);
    expect(hired.userErrors).toEqual([]);
    const bookingId = hired.booking!.id as string;
    expect(await liveVehicles(bookingId)).toEqual([first]);
    const endpoint = await call(ENDPOINT_CREATE, { input: { url: 'http://localhost:9/driver-hooks', events: ['BOOKING_MODIFIED'] } }, business);
    expect(endpoint.userErrors).toEqual([]);
    const ownerId = (await suite.db.query(`select id from app_user where email = 'transport@example.com'`)).rows[0].id as string;
    const liveChanges: string[] = [];
    suite.env.app.services.liveBookings.subscribe(ownerId, (event) => {
      if (event.bookingId === bookingId) liveChanges.push(event.change);
    });

    const input = { vehicleId: second, driverName: 'Jean-Paul Habimana', driverPhone: '+250 788 123 456', pickupTime: '07:30', pickupPlace: 'Kigali airport' };
    const assigned = await call(ASSIGN, { id: bookingId, input }, business);
    expect(assigned.userErrors).toEqual([]);
    expect(assigned.booking).toMatchObject({
      startDate: pickupDate,
      endDate: returnDate,
      transportAssignment: { vehicleId: second, vehicleModel: 'Hiace', driverName: 'Jean-Paul Habimana', driverPhone: '+250 788 123 456', pickupTime: '07:30' },
    });
    expect(await liveVehicles(bookingId)).toEqual([second]);

    const mine = (await call(MINE, {}, traveller)) as Array<{ reference: string; transportAssignment: Record<string, unknown> | null }>;
    expect(mine.find((booking) => booking.reference === hired.booking!.reference)?.transportAssignment).toMatchObject({
      driverName: 'Jean-Paul Habimana',
      driverPhone: '+250 788 123 456',
      pickupPlace: 'Kigali airport',
    });
    const { rows: mails } = await suite.db.query(`select template, text from email_outbox where recipient = $1 and template = 'booking-driver-assigned'`, [
      contact.email,
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Jean-Paul Habimana');
    expect(mails[0].text).toContain('+250 788 123 456');
    const { rows: audit } = await suite.db.query(`select action from audit_entry where subject_type = 'booking' and subject_id = $1`, [bookingId]);
    expect(audit.map((entry) => entry.action)).toContain('booking.transport_assign');
    const [delivery, ...more] = await modifiedDeliveries(bookingId);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ type: 'booking.modified', data: { booking: { reference: hired.booking!.reference, status: 'confirmed' } } });
    await expect.poll(() => liveChanges).toEqual(['modified']);

    // The first van is free again on those days: another hire takes it.
    const next = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest('driver'),
      ride: { serviceId, pickupDate, returnDate, passengers: 2 },
    });
    expect(next.userErrors).toEqual([]);
    expect(await liveVehicles(next.booking!.id as string)).toEqual([first]);

    // Now both vans are hired those days: moving the first hire back to the other one is refused, and nothing changes.
    const refused = await call(ASSIGN, { id: bookingId, input: { ...input, vehicleId: first } }, business);
    expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'UNAVAILABLE', field: 'vehicleId' })]);
    expect(await liveVehicles(bookingId)).toEqual([second]);
    expect(await liveVehicles(next.booking!.id as string)).toEqual([first]);
    expect(await modifiedDeliveries(bookingId)).toHaveLength(1);
  });

  it("refuses another business's hire, bad input, and a partner of another kind", async () => {
    const business = await signIn(suite.env, 'transport@example.com');
    const { serviceId, first } = await twoVanService(business);
    const hired = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest('driver'),
      ride: { serviceId, pickupDate: daysAhead(45), returnDate: daysAhead(45), passengers: 2 },
    });
    const bookingId = hired.booking!.id as string;
    const input = { vehicleId: first, driverName: 'Aline', driverPhone: '+250 788 000 111' };

    const { rows } = await suite.db.query(
      `insert into app_user (id, email, username, password_hash, role, email_verified_at, first_name, last_name)
       select gen_random_uuid(), $1, $1, password_hash, role, now(), 'Other', 'Business' from app_user where email = 'transport@example.com' returning email`,
      [`drivers-${key().slice(0, 8)}@example.org`],
    );
    const other = await signIn(suite.env, rows[0].email);
    expect((await call(ASSIGN, { id: bookingId, input }, other)).userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    expect((await call(ASSIGN, { id: bookingId, input: { ...input, driverPhone: 'call me' } }, business)).userErrors).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'driverPhone' }),
    ]);
    const { rows: foreign } = await suite.db.query(`select id::text from vehicle where transport_service_id <> $1 order by id limit 1`, [serviceId]);
    expect((await call(ASSIGN, { id: bookingId, input: { ...input, vehicleId: foreign[0].id } }, business)).userErrors).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'vehicleId' }),
    ]);
    const hotelier = await suite.env.graphql(ASSIGN, { id: bookingId, input }, as(await signIn(suite.env, 'hotels@example.com')));
    expect(hotelier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows: stored } = await suite.db.query('select count(*)::int as n from transport_assignment where booking_id = $1', [bookingId]);
    expect(stored[0].n).toBe(0);
  });

  it('reads the assignments of a page of hires together, in one statement', async () => {
    const business = await signIn(suite.env, 'transport@example.com');
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const { serviceId, first } = await twoVanService(business);
    for (const start of [50, 53, 56]) {
      const hired = await mutate(
        suite.env,
        CREATE,
        { idempotencyKey: key(), contact: guest('page'), ride: { serviceId, pickupDate: daysAhead(start), returnDate: daysAhead(start + 1), passengers: 2 } },
        traveller,
      );
      expect(hired.userErrors).toEqual([]);
      const input = { vehicleId: first, driverName: `Driver ${start}`, driverPhone: '+250 788 123 456' };
      expect((await call(ASSIGN, { id: hired.booking!.id, input }, business)).userErrors).toEqual([]);
    }
    const { result, statements } = await suite.queries.count(() => suite.env.graphql(MINE, {}, as(traveller)));
    expect(result.errors).toBeUndefined();
    const drivers = (result.data!.myBookings as Array<{ transportAssignment: { driverName: string } | null }>).map(
      (booking) => booking.transportAssignment?.driverName,
    );
    expect(drivers).toEqual(expect.arrayContaining(['Driver 50', 'Driver 53', 'Driver 56']));
    expect(statements.filter((statement) => statement.includes('transport_assignment'))).toHaveLength(1);
  });
});
