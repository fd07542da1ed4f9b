// The hotel manager's extranet over real HTTP and PostgreSQL: ownership (another manager's hotel or room
// type is not found), the calendar editing the inventory bookings claim, rates in the price travellers pay,
// audit entries, refusals of bad input, the REST shapes of spec §7 'Manager', and live bookings.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { createTestEnvironment } from '../support/test-environment.js';
import { CREATE, daysAhead, mutate, signIn } from './bookings-support.js';
import { CREATE_ROOM, HOTELS, ROOM_FIELDS, hotelManagerApi, stay } from './partner-hotel-support.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

const suite = apiSuite();

const { graphql, otherManager, otherManagerAccount, ownHotelId, newRoomType } = hotelManagerApi(suite);
const UPDATE_ROOM = `mutation ($id: ID!, $input: RoomTypeUpdateInput!) { roomTypeUpdate(id: $id, input: $input) { roomType { ${ROOM_FIELDS} } userErrors { code field message } } }`;
const NIGHTS = `mutation ($input: RoomNightsUpdateInput!) { roomNightsUpdate(input: $input) { nights { roomTypeId night price closed booked units } userErrors { code field message } } }`;

describe('hotel manager', () => {
  it('adds a room type to its own hotel, audited; another manager gets not found for it and for the hotel', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId, 95.5);
    expect(room.price).toBe(95.5);
    const audit = await suite.db.query(`select action, actor_role, after from audit_entry where subject_type = 'hotel_room_type' and subject_id = $1`, [
      room.id,
    ]);
    expect(audit.rows).toEqual([
      expect.objectContaining({ action: 'room_type.create', actor_role: 'hotel_manager', after: expect.objectContaining({ pricePerNightMinor: 9550 }) }),
    ]);

    const other = await otherManager();
    expect((await graphql(other, HOTELS)).data!.managedHotels).toEqual([]);
    const update = await graphql(other, UPDATE_ROOM, { id: room.id, input: { price: 1 } });
    expect(update.data!.roomTypeUpdate.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Room type not found' }]);
    const create = await graphql(other, CREATE_ROOM, { input: { hotelId, name: 'Intruder', units: 1, maxGuests: 1, price: 1 } });
    expect(create.data!.roomTypeCreate.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'hotelId', message: 'Hotel not found' }]);
    // The same answer as an id that does not exist.
    const missing = await graphql(other, CREATE_ROOM, { input: { hotelId: '2147483000', name: 'Nowhere', units: 1, maxGuests: 1, price: 1 } });
    expect(missing.data!.roomTypeCreate.userErrors).toEqual(create.data!.roomTypeCreate.userErrors);
    const unchanged = await suite.db.query('select price_per_night_minor from hotel_room_type where id = $1', [room.id]);
    expect(unchanged.rows[0].price_per_night_minor).toBe(9550);
  });

  it('refuses bad input with the field at fault and changes nothing', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const result = await graphql(owner, CREATE_ROOM, { input: { hotelId, name: 'Zero', units: 0, maxGuests: 2, price: 10 } });
    expect(result.data!.roomTypeCreate.userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'units', message: 'units must be a whole number between 1 and 1000.' },
    ]);
    const room = await newRoomType(owner, hotelId);
    const backwards = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: daysAhead(30), to: daysAhead(29), closed: true } });
    expect(backwards.data!.roomNightsUpdate.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect((await suite.db.query('select count(*)::int as n from hotel_room_night where room_type_id = $1', [room.id])).rows[0].n).toBe(0);
  });

  it('a closed night is refused by the booking service; reopened, it can be booked', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const night = daysAhead(140);
    const closed = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: night, to: night, closed: true } });
    expect(closed.data!.roomNightsUpdate.nights).toEqual([expect.objectContaining({ night, closed: true, booked: 0, units: 2 })]);

    const refused = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(139), daysAhead(141)));
    expect(refused.booking).toBeNull();
    expect(refused.userErrors[0]!.code).toBe('UNAVAILABLE');

    await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: night, to: night, closed: false } });
    const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(139), daysAhead(141)));
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking!.status).toBe('CONFIRMED');
    const audit = await suite.db.query(`select count(*)::int as n from audit_entry where action = 'room_nights.update' and subject_id = $1`, [room.id]);
    expect(audit.rows[0].n).toBe(2);
  });

  it('a rate set for a range is what the traveller pays for those nights', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId, 80);
    // Three nights: the first two at 120, the last at the room type's 80.
    const rated = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: daysAhead(150), to: daysAhead(151), price: 120 } });
    expect(rated.data!.roomNightsUpdate.nights.map((night: { price: number }) => night.price)).toEqual([120, 120]);
    const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(150), daysAhead(153)));
    expect(booked.userErrors).toEqual([]);
    // 320 of nights, then the spec's taxes and fees.
    expect(booked.booking!.total).toEqual(expect.objectContaining({ minor: withTaxesAndFees(32_000) }));
  });

  it('a weekend rate over a range changes only Fridays and Saturdays, and a stay across it pays each night its rate', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId, 80);
    // The first Thursday at least 40 days ahead, then two weeks from it.
    const thursday = Array.from({ length: 7 }, (_, day) => daysAhead(40 + day)).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 4)!;
    const plus = (days: number) => new Date(Date.parse(`${thursday}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const rated = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: thursday, to: plus(13), weekdays: ['FRIDAY', 'SATURDAY'], price: 200 } });
    expect(rated.data!.roomNightsUpdate.userErrors).toEqual([]);
    const prices = rated.data!.roomNightsUpdate.nights.map((night: { price: number }) => night.price);
    expect(prices).toEqual([80, 200, 200, 80, 80, 80, 80, 80, 200, 200, 80, 80, 80, 80]);
    // Thursday, Friday and Saturday nights: 80 + 200 + 200.
    const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, thursday, plus(3)));
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking!.total).toEqual(expect.objectContaining({ minor: withTaxesAndFees(48_000) }));
    const audit = await suite.db.query(`select after from audit_entry where action = 'room_nights.update' and subject_id = $1`, [room.id]);
    expect(audit.rows[0].after).toMatchObject({ weekdays: ['friday', 'saturday'], priceMinor: 20000 });
    // Days of the week none of the dates fall on: refused, naming the field.
    const none = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: thursday, to: thursday, weekdays: ['MONDAY'], price: 90 } });
    expect(none.data!.roomNightsUpdate.userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'weekdays', message: expect.stringContaining('None of these days') },
    ]);
  });

  it('a minimum stay on a night refuses shorter stays arriving then, shows no room for them, and takes a long enough one', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId, 80);
    const arrival = daysAhead(170);
    const set = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: arrival, to: arrival, minStay: 3 } });
    expect(set.data!.roomNightsUpdate.userErrors).toEqual([]);
    const calendar = await graphql(
      owner,
      `query ($hotelId: ID!, $from: String!) { hotelCalendar(hotelId: $hotelId, from: $from, days: 2) { roomTypeId night minStay } }`,
      {
        hotelId,
        from: arrival,
      },
    );
    expect(calendar.data!.hotelCalendar.filter((night: { roomTypeId: string }) => night.roomTypeId === room.id)).toEqual([
      { roomTypeId: room.id, night: arrival, minStay: 3 },
      { roomTypeId: room.id, night: daysAhead(171), minStay: null },
    ]);
    const short = await mutate(suite.env, CREATE, stay(hotelId, room.id, arrival, daysAhead(172)));
    expect(short.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'hotel.checkOut', message: `Stays arriving on ${arrival} are at least 3 nights.` }]);
    const offered = await suite.env.graphql(
      `query ($hotelId: ID!, $checkIn: String!, $checkOut: String!) { hotelAvailability(hotelId: $hotelId, checkIn: $checkIn, checkOut: $checkOut) { roomTypeId unitsLeft minStay } }`,
      { hotelId, checkIn: arrival, checkOut: daysAhead(172) },
    );
    expect(offered.data!.hotelAvailability.find((option: { roomTypeId: string }) => option.roomTypeId === room.id)).toEqual({
      roomTypeId: room.id,
      unitsLeft: 0,
      minStay: 3,
    });
    const long = await mutate(suite.env, CREATE, stay(hotelId, room.id, arrival, daysAhead(173)));
    expect(long.userErrors).toEqual([]);
    // Arriving the next night, no minimum applies.
    expect((await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(171), daysAhead(172)))).userErrors).toEqual([]);
    const tooLong = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: arrival, to: arrival, minStay: 31 } });
    expect(tooLong.data!.roomNightsUpdate.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minStay' });
  });

  it('pages its hotels with the count of all of them, finds them by name, and lists them all as choices', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const PAGE = `query ($q: String, $page: Int) { partnerHotels(q: $q, page: $page) { totalCount page pageSize nodes { id name } } }`;
    const { rows } = await suite.db.query(`select count(*)::int as n from hotel h join app_user u on u.id = h.owner_id where u.email = 'hotels@example.com'`);
    const second = (await graphql(owner, PAGE, { page: 2 })).data!.partnerHotels;
    expect(rows[0].n).toBeGreaterThan(30);
    expect(second).toMatchObject({ totalCount: rows[0].n, page: 2, pageSize: 30 });
    expect(second.nodes).toHaveLength(Math.min(30, rows[0].n - 30));
    const first = (await graphql(owner, PAGE, { page: 1 })).data!.partnerHotels;
    expect(first.nodes.map((hotel: { id: string }) => hotel.id)).not.toContain(second.nodes[0].id);
    const named = (await graphql(owner, PAGE, { q: second.nodes[0].name })).data!.partnerHotels;
    expect(named.nodes.map((hotel: { id: string }) => hotel.id)).toContain(second.nodes[0].id);
    expect(named.totalCount).toBeLessThan(rows[0].n);
    const choices = (await graphql(owner, '{ partnerListingChoices { id name } }')).data!.partnerListingChoices;
    expect(choices).toHaveLength(rows[0].n);
    // Another manager's hotels are not among its choices or pages.
    const other = await otherManager();
    expect((await graphql(other, '{ partnerListingChoices { id } }')).data!.partnerListingChoices).toEqual([]);
    expect((await graphql(other, PAGE, {})).data!.partnerHotels.totalCount).toBe(0);
  });
});

describe('REST /manager', () => {
  const rest = (path: string, token: string, init: RequestInit = {}) =>
    suite.env.request(path, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        'x-requested-with': 'XMLHttpRequest',
        authorization: `Bearer ${token}`,
        ...init.headers,
      },
    });

  const body = async (response: Response) => (await response.json()) as Record<string, any>;

  it('lists, creates, filters, updates and deletes own rooms; another manager gets 404', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelsAnswer = await rest('/manager/hotels', owner);
    const hotels = await body(hotelsAnswer);
    // Like every legacy list, the manager's carry their totals in headers; without paging every row is answered.
    expect(Number(hotelsAnswer.headers.get('x-total-count'))).toBe(hotels.data.length);
    expect(hotels.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), status: expect.stringMatching(/^(active|inactive)$/) }),
    );
    const name = `Suite ${randomUUID().slice(0, 6)}`;
    const created = await rest('/manager/rooms', owner, {
      method: 'POST',
      body: JSON.stringify({ hotel_id: hotels.data[0].id, name, units: 3, max_guests: 4, price_per_night: 150 }),
    });
    expect(created.status).toBe(201);
    const room = (await body(created)).data;
    expect(room).toEqual({ id: expect.any(Number), hotel_id: hotels.data[0].id, name, units: 3, max_guests: 4, price_per_night: 150, status: 'active' });

    const found = await body(await rest(`/manager/rooms?q=${encodeURIComponent(name)}&status=active`, owner));
    expect(found.data).toEqual([room]);
    const firstRoom = await rest('/manager/rooms?page=2&limit=1', owner);
    expect((await body(firstRoom)).data).toHaveLength(1);
    expect(firstRoom.headers.get('x-page')).toBe('2');
    expect(firstRoom.headers.get('x-page-size')).toBe('1');
    expect(Number(firstRoom.headers.get('x-total-count'))).toBeGreaterThan(1);
    const updated = await rest(`/manager/rooms/${room.id}`, owner, { method: 'PUT', body: JSON.stringify({ status: 'inactive' }) });
    expect((await body(updated)).data.status).toBe('inactive');
    expect((await body(await rest(`/manager/rooms?q=${encodeURIComponent(name)}&status=active`, owner))).data).toEqual([]);

    const other = await otherManager();
    const stranger = await rest(`/manager/rooms/${room.id}`, other, { method: 'DELETE' });
    expect(stranger.status).toBe(404);
    expect((await rest('/manager/rooms', owner, { method: 'POST', body: JSON.stringify({ hotel_id: 'x', name: 'x' }) })).status).toBe(400);
    expect((await rest(`/manager/rooms/${room.id}`, owner, { method: 'DELETE' })).status).toBe(200);
    expect((await suite.db.query('select count(*)::int as n from hotel_room_type where id = $1', [room.id])).rows[0].n).toBe(0);
  });

  it('answers 401 signed out and 403 to a traveller', async () => {
    expect((await suite.env.request('/manager/rooms')).status).toBe(401);
    const traveller = await signIn(suite.env, 'traveller@example.com');
    expect((await rest('/manager/hotels', traveller)).status).toBe(403);
  });
});

describe('live bookings', () => {
  it("a booking made on one API process reaches its owner's stream on another, and no one else's", async () => {
    const second = await createTestEnvironment();
    try {
      const owner = await signIn(suite.env, 'hotels@example.com');
      const hotelId = await ownHotelId(owner);
      const room = await newRoomType(owner, hotelId);
      const other = await otherManagerAccount();
      const ownerId = (await suite.db.query(`select id from app_user where email = 'hotels@example.com'`)).rows[0].id as string;
      const ownerEvents: string[] = [];
      const otherEvents: string[] = [];
      const arrived = new Promise<void>((resolve) =>
        second.app.services.liveBookings.subscribe(ownerId, (event) => {
          ownerEvents.push(event.reference);
          resolve();
        }),
      );
      second.app.services.liveBookings.subscribe(other.id, (event) => otherEvents.push(event.reference));
      // The stream endpoint: a partner is admitted, a traveller is not.
      const stream = await second.request('/api/partner/bookings/live', { headers: { authorization: `Bearer ${other.token}` } });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      await stream.body?.cancel();
      const traveller = await signIn(suite.env, 'traveller@example.com');
      expect((await second.request('/api/partner/bookings/live', { headers: { authorization: `Bearer ${traveller}` } })).status).toBe(403);

      const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(160), daysAhead(161)));
      await arrived;
      expect(ownerEvents).toEqual([booked.booking!.reference]);
      expect(otherEvents).not.toContain(booked.booking!.reference);
    } finally {
      await second.close();
    }
  });
});
