// A newcomer's `npm start`: in development with no provider configured, the product runs the stand-ins of Daraja,
// MTN MoMo and Africa's Talking and is pointed at them (config.ts decides, never in production); the stand-in phone's
// page (/dev/phone) shows what it got and sets what it answers. Here the API is put together as server/src/main.ts does
// it then, in development, and a Kenyan and a Rwandan traveller pay, are refunded, and read it on the page.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { type ProviderStandIns, startProviderStandIns } from '../../server/src/stand-ins/providers.js';
import { AFRICASTALKING_CREDENTIALS } from '../../server/src/stand-ins/sms.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { heldHotelStay, key, mutate } from './bookings-support.js';

const FIELDS = `reference status paymentStatus mobilePayment { status failure charge { amount currency } refundStatus }`;
const HOLD = `mutation Hold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CONFIRM = `mutation Pay($input: BookingConfirmInput!) { bookingConfirm(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CANCEL = `mutation Cancel($input: BookingCancelInput!) { bookingCancel(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const BOOKING = `query Booking($reference: String!, $email: String) { booking(reference: $reference, email: $email) { ${FIELDS} } }`;

const development = (settings: Record<string, string> = {}) => loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'development', ...settings });

describe('whether the stand-ins run', () => {
  it('in development with no provider configured, and not once one is, nor in tests unless asked', () => {
    expect(development().providerStandIns).toBe(true);
    expect(development({ AFRICASTALKING_USERNAME: 'sandbox', AFRICASTALKING_API_KEY: 'key' }).providerStandIns).toBe(false);
    expect(development({ PROVIDER_STAND_INS: 'false' }).providerStandIns).toBe(false);
    expect(loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'test' }).providerStandIns).toBe(false);
    expect(loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'test', PROVIDER_STAND_INS: 'true' }).providerStandIns).toBe(true);
  });

  it('never in production: asked for there, the start is refused', () => {
    const production = {
      SKIP_ENV_FILE: '1',
      NODE_ENV: 'production',
      SEED: 'never',
      DATABASE_URL: 'postgres://db/x',
      PUBLIC_API_URL: 'https://api.example.org',
      WEB_ORIGIN: 'https://example.org',
    };
    expect(loadConfig(production).providerStandIns).toBe(false);
    expect(() => loadConfig({ ...production, PROVIDER_STAND_INS: 'true' })).toThrow(ConfigError);
  });
});

describe('the stand-in phone', () => {
  let standIns: ProviderStandIns;
  let env: TestEnvironment;
  let db: pg.Client;

  beforeAll(async () => {
    standIns = await startProviderStandIns();
    // As the process entry starts it in development: the providers pointed at the stand-ins, the phone's page plugged in,
    // and the jobs that send the texts running.
    env = await createTestEnvironment({ NODE_ENV: 'development', ...standIns.settings, JOB_RUNNER: 'true' }, [standIns.phonePage]);
    standIns.daraja.deliverTo = env.apiUrl;
    standIns.momo.deliverTo = env.apiUrl;
    db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await env?.close();
    await standIns?.close();
  });

  const state = async () => (await (await env.request('/dev/phone/state')).json()) as Record<string, any>;
  const answer = (value: string) =>
    env.request('/dev/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answer: value }) });

  let n = 0;
  /** A hotel room in `country` held by a new guest and paid by `method` from `phone`. */
  async function heldAndPaid(country: string, method: string, phone: string) {
    const stay = n++;
    const { traveller, booking: held } = await heldHotelStay(env, db, { country, label: `phone${stay}`, fromDay: 150 + stay * 3, document: HOLD });
    const paid = await mutate(env, CONFIRM, { idempotencyKey: key(), reference: held.reference, email: traveller.email, payment: { method, phone } });
    expect(paid.userErrors).toEqual([]);
    const reference = held.reference as string;
    const booking = await vi.waitFor(
      async () => {
        const read = (await env.graphql(BOOKING, { reference, email: traveller.email })).data!.booking;
        if (read.status === 'HELD') throw new Error(`${reference} is still held`);
        return read;
      },
      { timeout: 15_000, interval: 100 },
    );
    return { reference, email: traveller.email, booking };
  }

  it('M-Pesa and MoMo are offered against the stand-ins', async () => {
    expect((await env.graphql(`query Methods { paymentMethods }`)).data!.paymentMethods).toEqual(['PAY_AT_VENUE', 'TEST_CARD', 'MPESA', 'MTN_MOMO']);
  });

  it.each([
    { name: 'Kenya, M-Pesa', country: 'KE', method: 'MPESA', phone: '0712 345 001', msisdn: '254712345001', provider: 'M-Pesa', currency: 'KES' },
    { name: 'Rwanda, MoMo', country: 'RW', method: 'MTN_MOMO', phone: '0781 234 001', msisdn: '250781234001', provider: 'MTN MoMo', currency: 'RWF' },
  ])(
    '$name: approved by default, confirmed, refunded to the same phone, all of it on the page',
    async ({ country, method, phone, msisdn, provider, currency }) => {
      const { reference, email, booking } = await heldAndPaid(country, method, phone);
      expect(booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', mobilePayment: { status: 'PAID', charge: { currency } } });
      expect((await state()).prompts).toContainEqual(expect.objectContaining({ provider, msisdn, currency, outcome: 'paid' }));

      const cancelled = await mutate(env, CANCEL, { reference, email });
      expect(cancelled.booking).toMatchObject({ status: 'CANCELLED', mobilePayment: { refundStatus: 'PENDING' } });
      // Sent by the job the cancellation queued, once it committed; completed by the provider's verified result.
      await vi.waitFor(
        async () => expect((await env.graphql(BOOKING, { reference, email })).data!.booking).toMatchObject({ mobilePayment: { refundStatus: 'COMPLETED' } }),
        { timeout: 15_000, interval: 100 },
      );
      const refund = { provider, msisdn, amount: booking.mobilePayment.charge.amount, currency, outcome: 'completed' };
      expect((await state()).refunds).toContainEqual(expect.objectContaining(refund));
      // The texts name the money in the currency the phone paid in, with its own decimals (none for RWF).
      const charged = new Intl.NumberFormat('en', { style: 'currency', currency }).format(booking.mobilePayment.charge.amount).replace(/[\u00a0\u202f]/g, ' ');
      await vi.waitFor(
        async () => {
          const texts = (await state()).sms.filter((sms: { to: string }) => sms.to === `+${msisdn}`).map((sms: { message: string }) => sms.message);
          expect(texts).toContainEqual(expect.stringContaining(`we received ${charged} by ${provider}`));
          expect(texts).toContainEqual(expect.stringContaining(`Refund: ${charged}.`));
        },
        { timeout: 15_000, interval: 100 },
      );
      const page = await env.request('/dev/phone');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(`+${msisdn}`);
    },
  );

  it('answers the next prompts as told on the page: cancelled on the phone releases the hold', async () => {
    expect((await answer('cancel')).status).toBe(200);
    try {
      expect((await state()).answer).toBe('cancel');
      const { booking } = await heldAndPaid('KE', 'MPESA', '0712 345 002');
      expect(booking).toMatchObject({ status: 'CANCELLED', paymentStatus: 'UNPAID', mobilePayment: { status: 'FAILED', failure: 'CANCELLED' } });
    } finally {
      await answer('approve');
    }
    expect((await answer('send money to me')).status).toBe(400);
    // The page's form sends its answer as JSON: a plain form post is refused as a cross-site request.
    const posted = await env.request('/dev/phone', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'answer=cancel' });
    expect(posted.status).toBe(403);
    expect(await (await env.request('/dev/phone/answer.js')).text()).toContain('JSON.stringify({ answer })');
    expect((await state()).answer).toBe('approve');
  });

  it("shows the text messages the Africa's Talking stand-in took", async () => {
    const sent = await fetch(`${standIns.sms.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: { apikey: AFRICASTALKING_CREDENTIALS.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: AFRICASTALKING_CREDENTIALS.username, to: '+254712345003', message: 'Booking <AB12> confirmed' }),
    });
    expect(sent.status).toBe(201);
    expect((await state()).sms[0]).toMatchObject({ to: '+254712345003', message: 'Booking <AB12> confirmed' });
    expect(await (await env.request('/dev/phone')).text()).toContain('Booking &#60;AB12&#62; confirmed');
  });
});

describe('the stand-in phone outside development', () => {
  let standIns: ProviderStandIns;
  let env: TestEnvironment;
  beforeAll(async () => {
    standIns = await startProviderStandIns();
    env = await createTestEnvironment(standIns.settings, [standIns.phonePage]);
  });
  afterAll(async () => {
    await env?.close();
    await standIns?.close();
  });

  it('is not there', async () => {
    for (const path of ['/dev/phone', '/dev/phone/state', '/dev/phone/answer.js']) expect((await env.request(path)).status, path).toBe(404);
    const told = await env.request('/dev/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"answer":"cancel"}' });
    expect(told.status).toBe(404);
    expect(standIns.daraja.defaultAction).toBe('approve');
  });
});
