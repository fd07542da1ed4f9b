// Partner webhooks over real HTTP, against a receiver on this machine: a hotel's channel manager registers an
// endpoint with its API key; a booking made, a booking cancelled and nights closed reach it signed (HMAC-SHA256 over
// the timestamp and the body, checked here with node:crypto alone); a receiver that fails is tried again with the
// same event id until it accepts; each event is accepted exactly once; the delivery log says so.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createApiKey } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, mutate, signIn } from './bookings-support.js';
import { hotelManagerApi, stay } from './partner-hotel-support.js';

// This file's own database: the runner works its jobs only.
const suite = apiSuite({ JOB_RUNNER: 'true' });
const { graphql, ownHotelId, newRoomType } = hotelManagerApi(suite);

const ENDPOINT_CREATE = `mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { endpoint { id url events } secret userErrors { code field message } } }`;
const ENDPOINT_TEST = `mutation ($id: ID!) { webhookEndpointTest(id: $id) { delivery { id eventId eventType status } userErrors { code field message } } }`;
const ENDPOINT_REMOVE = `mutation ($id: ID!) { webhookEndpointRemove(id: $id) { endpoint { id } userErrors { code field message } } }`;
const ENDPOINTS = `{ webhookEndpoints { id url deliveries { eventId eventType status attempts responseStatus lastError deliveredAt } } }`;
const CANCEL = `mutation ($id: ID!) { partnerBookingCancel(id: $id, reason: "Room out of order") { booking { id status } userErrors { code field message } } }`;
const NIGHTS = `mutation ($input: RoomNightsUpdateInput!) { roomNightsUpdate(input: $input) { userErrors { code field message } } }`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The partner's receiver: records every request, answers each with the next status queued, else 200. */
class Receiver {
  readonly requests: Received[] = [];
  readonly failNext: number[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answered = this.failNext.shift() ?? 200;
        this.requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
        response.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  of(type: string) {
    return this.requests.filter((request) => JSON.parse(request.body).type === type);
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new Receiver();
let owner: string;
let apiKey: string;
let endpoint: { id: string; secret: string };

const withKey = (query: string, variables?: Record<string, unknown>) => suite.env.graphql(query, variables, bearer(apiKey));

/** What a receiver checks: the signature of `${timestamp}.${body}` with the secret, and a fresh timestamp. */
function expectSigned(request: Received, secret: string) {
  const timestamp = request.headers['webhook-timestamp'] as string;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  expect(request.headers['webhook-signature']).toBe(expected);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(120);
  expect(request.headers['webhook-id']).toBe(JSON.parse(request.body).id);
  expect(request.headers['content-type']).toBe('application/json');
}

beforeAll(async () => {
  await receiver.start();
  owner = await signIn(suite.env, 'hotels@example.com');
  apiKey = (await createApiKey(suite.env, owner, 'Channel manager')).secret;
  const created = await withKey(ENDPOINT_CREATE, { input: { url: receiver.url } });
  expect(created.errors).toBeUndefined();
  expect(created.data!.webhookEndpointCreate.userErrors).toEqual([]);
  endpoint = { id: created.data!.webhookEndpointCreate.endpoint.id, secret: created.data!.webhookEndpointCreate.secret };
  expect(endpoint.secret).toMatch(/^jambo_whsec_/);
});

afterAll(() => receiver.close());

describe('partner webhooks', () => {
  it('delivers a booking made and then cancelled, signed, each event once, and logs both', async () => {
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(120), daysAhead(122)));
    expect(booked.userErrors).toEqual([]);
    const reference = booked.booking!.reference as string;
    const about = (type: string) => receiver.of(type).filter((request) => JSON.parse(request.body).data.booking?.reference === reference);

    await expect.poll(() => about('booking.created').length, { timeout: 15_000 }).toBe(1);
    const [created] = about('booking.created');
    expectSigned(created!, endpoint.secret);
    expect(JSON.parse(created!.body).data.booking).toMatchObject({
      reference,
      type: 'hotel',
      listingId: hotelId,
      status: 'confirmed',
      startDate: daysAhead(120),
    });

    const cancelled = await graphql(owner, CANCEL, { id: booked.booking!.id });
    expect(cancelled.data!.partnerBookingCancel.userErrors).toEqual([]);
    await expect.poll(() => about('booking.cancelled').length, { timeout: 15_000 }).toBe(1);
    expectSigned(about('booking.cancelled')[0]!, endpoint.secret);
    expect(JSON.parse(about('booking.cancelled')[0]!.body).data.booking.status).toBe('cancelled');

    // Nothing more comes for either event: one delivery each, accepted at the first attempt.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(about('booking.created')).toHaveLength(1);
    expect(about('booking.cancelled')).toHaveLength(1);
    const ids = [created!, about('booking.cancelled')[0]!].map((request) => request.headers['webhook-id']);
    const log = (await withKey(ENDPOINTS)).data!.webhookEndpoints[0].deliveries as Array<Record<string, unknown>>;
    for (const id of ids)
      expect(log.filter((delivery) => delivery.eventId === id)).toEqual([expect.objectContaining({ status: 'DELIVERED', attempts: 1, responseStatus: 200 })]);
  });

  it('retries a failing receiver with the same event id and body until it accepts, then stops', async () => {
    receiver.failNext.push(500);
    const test = await withKey(ENDPOINT_TEST, { id: endpoint.id });
    expect(test.data!.webhookEndpointTest.userErrors).toEqual([]);
    const eventId = test.data!.webhookEndpointTest.delivery.eventId as string;
    const attempts = () => receiver.requests.filter((request) => request.headers['webhook-id'] === eventId);

    // The queue's first retry comes about e^1 seconds after the failure.
    await expect.poll(() => attempts().length, { timeout: 20_000, interval: 250 }).toBe(2);
    const [failed, accepted] = attempts();
    expect(failed!.answered).toBe(500);
    expect(accepted!.answered).toBe(200);
    expect(accepted!.body).toBe(failed!.body);
    expectSigned(accepted!, endpoint.secret);
    expect(JSON.parse(accepted!.body)).toMatchObject({ id: eventId, type: 'ping' });

    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(attempts()).toHaveLength(2);
    const log = (await withKey(ENDPOINTS)).data!.webhookEndpoints[0].deliveries as Array<Record<string, unknown>>;
    expect(log.find((delivery) => delivery.eventId === eventId)).toMatchObject({ eventType: 'PING', status: 'DELIVERED', attempts: 2, responseStatus: 200 });
    const { rows } = await suite.db.query('select status, attempts, last_error from partner_webhook_delivery where event_id = $1', [eventId]);
    expect(rows).toEqual([{ status: 'delivered', attempts: 2, last_error: null }]);
  });

  it('tells of nights closed (availability), and refuses a range that starts in the past', async () => {
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const closed = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: daysAhead(30), to: daysAhead(31), closed: true } });
    expect(closed.data!.roomNightsUpdate.userErrors).toEqual([]);
    const about = () => receiver.of('availability.changed').filter((request) => JSON.parse(request.body).data.availability.unitId === room.id);
    await expect.poll(() => about().length, { timeout: 15_000 }).toBe(1);
    expectSigned(about()[0]!, endpoint.secret);
    expect(JSON.parse(about()[0]!.body).data.availability).toEqual({
      listingType: 'hotel',
      listingId: hotelId,
      unitId: room.id,
      from: daysAhead(30),
      to: daysAhead(31),
      change: 'closed',
    });

    const past = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: daysAhead(-3), to: daysAhead(2), closed: true } });
    expect(past.data!.roomNightsUpdate.userErrors).toEqual([{ code: 'PAST_DATE', field: 'from', message: expect.stringContaining('in the past') }]);
  });

  it('writes nothing for an endpoint removed, and nothing for another partner', async () => {
    const other = await signIn(suite.env, 'tours@example.com');
    const othersList = await suite.env.graphql(ENDPOINTS, {}, bearer(other));
    expect(othersList.data!.webhookEndpoints).toEqual([]);
    const othersTest = await suite.env.graphql(ENDPOINT_TEST, { id: endpoint.id }, bearer(other));
    expect(othersTest.data!.webhookEndpointTest.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);

    const second = await withKey(ENDPOINT_CREATE, { input: { url: `${receiver.url}/second`, events: ['BOOKING_CANCELLED'] } });
    const secondId = second.data!.webhookEndpointCreate.endpoint.id as string;
    expect(second.data!.webhookEndpointCreate.endpoint.events).toEqual(['BOOKING_CANCELLED']);
    const removed = await withKey(ENDPOINT_REMOVE, { id: secondId });
    expect(removed.data!.webhookEndpointRemove.userErrors).toEqual([]);
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(140), daysAhead(141)));
    await graphql(owner, CANCEL, { id: booked.booking!.id });
    const { rows } = await suite.db.query('select count(*)::int as count from partner_webhook_delivery where endpoint_id = $1', [secondId]);
    expect(rows[0].count).toBe(0);
  });
});

describe('where a webhook may be sent', () => {
  it('refuses private networks, cloud metadata and URLs with credentials, with a typed error on the url', async () => {
    for (const url of [
      'http://10.0.0.7/hooks',
      'http://169.254.169.254/latest/meta-data',
      'https://user:pass@example.com/hooks',
      'ftp://example.com/x',
      'not a url',
    ]) {
      const refused = await withKey(ENDPOINT_CREATE, { input: { url } });
      expect(refused.data!.webhookEndpointCreate, url).toMatchObject({ endpoint: null, secret: null, userErrors: [{ code: 'BAD_USER_INPUT', field: 'url' }] });
    }
  });
});
