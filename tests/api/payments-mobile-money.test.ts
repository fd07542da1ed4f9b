// Mobile money end to end over real HTTP: the API talks to local stand-ins speaking Daraja's and MoMo's protocols,
// which call back as the providers do. For each provider and each thing a payer can do, the booking's state and its
// hold are checked after; callbacks are believed only through the status query, a repeated one changes nothing,
// a lost one is found by the reconciliation pass, and a refund goes back to the same phone (or to the back office).
import pg from 'pg';
import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { signedInActor } from '../support/actors.js';
import {
  type MobileMoneyStandIn,
  type PayerAction,
  type PayoutAction,
  holdAnswers,
  mobileMoneySettings,
  startDarajaStandIn,
  startMomoStandIn,
} from '../../server/src/stand-ins/mobile-money.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { daysAhead, expectCountersConsistent, guest, heldHotelStay, key, mutate } from './bookings-support.js';
import { SHIPPED_RATES } from '../../server/src/modules/currencies/exchange-rates.js';

const FIELDS = `reference status paymentStatus paymentMethod holdExpiresAt total { minor currency }
  mobilePayment { method status failure charge { amount currency } rate rateDate promptExpiresAt receipt refundStatus refund { amount currency } }`;
const HOLD = `mutation Hold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CONFIRM = `mutation Pay($input: BookingConfirmInput!) { bookingConfirm(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CREATE = `mutation Book($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CANCEL = `mutation Cancel($input: BookingCancelInput!) { bookingCancel(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const BOOKING = `query Booking($reference: String!, $email: String) { booking(reference: $reference, email: $email) { ${FIELDS} } }`;

let env: TestEnvironment;
let db: pg.Client;
let daraja: MobileMoneyStandIn;
let momo: MobileMoneyStandIn;

beforeAll(async () => {
  [daraja, momo] = await Promise.all([startDarajaStandIn(), startMomoStandIn()]);
  env = await createTestEnvironment({ ...mobileMoneySettings(daraja, momo), MOBILE_MONEY_PROMPT_SECONDS: '5', MOBILE_MONEY_RECONCILE_AFTER_SECONDS: '0' });
  daraja.deliverTo = env.apiUrl;
  momo.deliverTo = env.apiUrl;
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await env?.close();
  await Promise.all([daraja?.close(), momo?.close()]);
});

const providers = [
  {
    method: 'MPESA',
    name: 'M-Pesa',
    country: 'KE',
    currency: 'KES',
    phone: (n: number) => `07${String(12_000_000 + n).padStart(8, '0')}`,
    msisdn: (n: number) => `2547${String(12_000_000 + n).padStart(8, '0')}`,
  },
  {
    method: 'MTN_MOMO',
    name: 'MoMo',
    country: 'RW',
    currency: 'RWF',
    phone: (n: number) => `+250 78${String(8_100_000 + n).padStart(7, '0')}`,
    msisdn: (n: number) => `25078${String(8_100_000 + n).padStart(7, '0')}`,
  },
] as const;

let next = 0;
/** A hotel room in the provider's country, free for a stay of its own, held by a new guest. */
async function held(country: string) {
  const n = next++;
  return { n, ...(await heldHotelStay(env, db, { country, label: `mm${n}`, fromDay: 200 + n * 3, pick: n % 5, document: HOLD })) };
}

async function pay(method: string, reference: string, email: string, phone: string) {
  return mutate(env, CONFIRM, { idempotencyKey: key(), reference, email, payment: { method, phone } });
}

const read = async (reference: string, email: string) => (await env.graphql(BOOKING, { reference, email })).data!.booking;
/** The booking once the provider's answer has been taken in: the callback reaches the API after the prompt's own answer. */
/** The booking's mobile-money payment. */
async function paymentOf(reference: string): Promise<string> {
  const { rows } = await db.query(`select p.id from mobile_payment p join booking b on b.id = p.booking_id where b.reference = $1`, [reference]);
  return rows[0].id;
}

/** Runs the refund job the cancellation's transaction queued for the booking's payment (the suite runs no job runner). */
async function sendQueuedRefund(reference: string) {
  const id = await paymentOf(reference);
  const queued = await db.query(
    `select 1 from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = 'send-mobile-refund' and j.payload->>'id' = $1`,
    [id],
  );
  expect(queued.rowCount).toBe(1);
  await env.app.services.mobilePayments.refunds.send(env.app.orm.em.fork(), id);
}

/** The refund of a booking's payment, as the back office reads it in the database. */
async function refundOf(reference: string) {
  const { rows } = await db.query(
    `select p.refund_status, p.refund_payout_id, p.refund_reference, p.refund_receipt, p.refund_detail from mobile_payment p
     join booking b on b.id = p.booking_id where b.reference = $1`,
    [reference],
  );
  return rows[0] as { refund_status: string; refund_payout_id: string; refund_reference: string; refund_receipt: string | null; refund_detail: string | null };
}

/** Waits for the refund to reach `status` (its result comes to the API by callback, after the payout's own answer). */
const refundReaches = (reference: string, status: string) =>
  vi.waitFor(async () => expect((await refundOf(reference)).refund_status).toBe(status), { timeout: 15_000, interval: 100 });

async function settled(reference: string, email: string) {
  return vi.waitFor(
    async () => {
      const booking = await read(reference, email);
      if (booking.status === 'HELD') throw new Error(`${reference} is still held`);
      return booking;
    },
    { timeout: 15_000, interval: 100 },
  );
}
const liveClaims = async (reference: string) =>
  (
    await db.query(
      `select count(*) filter (where c.released_at is null)::int as live, count(*) filter (where c.released_at is null and c.expires_at is null)::int as kept
      from inventory_claim c join booking b on b.id = c.booking_id where b.reference = $1`,
      [reference],
    )
  ).rows[0] as { live: number; kept: number };
/** Confirmed: every claim of the booking is live and no longer lapses. */
async function expectKept(reference: string) {
  const claims = await liveClaims(reference);
  expect(claims.live).toBeGreaterThan(0);
  expect(claims.kept).toBe(claims.live);
}
const mails = async (email: string, template: string) =>
  (await db.query(`select count(*)::int as n from email_outbox where recipient = $1 and template = $2`, [email, template])).rows[0].n as number;

describe.each(providers)('$name', (provider) => {
  const standIn = () => (provider.method === 'MPESA' ? daraja : momo);
  const start = async (action: PayerAction) => {
    const { n, traveller, booking } = await held(provider.country);
    standIn().actions.set(provider.msisdn(n), action);
    const paid = await pay(provider.method, booking.reference, traveller.email, provider.phone(n));
    expect(paid.userErrors).toEqual([]);
    return { n, traveller, reference: booking.reference as string, answer: paid.booking! };
  };

  it('approved on the phone: confirmed and paid in the provider currency at the locked rate, the hold made permanent', async () => {
    const { traveller, reference } = await start('approve');
    const booking = await settled(reference, traveller.email);
    const rate = SHIPPED_RATES.perUsd[provider.currency]!;
    expect(booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', paymentMethod: provider.method.toLowerCase() });
    expect(booking.mobilePayment).toMatchObject({
      method: provider.method,
      status: 'PAID',
      failure: null,
      rate,
      rateDate: SHIPPED_RATES.date,
      charge: { currency: provider.currency, amount: Math.ceil((booking.total.minor * rate) / 100 - 1e-9) },
      receipt: expect.any(String),
    });
    const prompt = standIn().prompts.find((candidate) => candidate.reference && candidate.amount === booking.mobilePayment.charge.amount);
    expect(prompt?.currency).toBe(provider.currency);
    await expectKept(reference);
    expect(await mails(traveller.email, 'booking-confirmed')).toBe(1);
    await expectCountersConsistent(db);
  });

  it.each([
    ['insufficient', 'INSUFFICIENT_FUNDS'],
    ['cancel', 'CANCELLED'],
    ['timeout', 'TIMEOUT'],
  ] as const)('%s on the phone: the hold is released and the booking says why', async (action, failure) => {
    const { traveller, reference } = await start(action);
    const booking = await settled(reference, traveller.email);
    expect(booking).toMatchObject({ status: 'CANCELLED', paymentStatus: 'UNPAID', mobilePayment: { status: 'FAILED', failure } });
    expect(await liveClaims(reference)).toEqual({ live: 0, kept: 0 });
    expect(await mails(traveller.email, 'booking-confirmed')).toBe(0);
    await expectCountersConsistent(db);
  });

  it('a callback sent twice confirms once', async () => {
    const { traveller, reference } = await start('duplicateCallback');
    await settled(reference, traveller.email);
    const prompt = standIn().prompts.at(-1)!;
    await vi.waitFor(() => expect(standIn().callbackAnswers.slice(-2)).toEqual([200, 200]), { timeout: 15_000 });
    expect(prompt.callbacksSent).toBe(2);
    expect(standIn().callbackAnswers.slice(-2)).toEqual([200, 200]);
    expect(await read(reference, traveller.email)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect(await mails(traveller.email, 'booking-confirmed')).toBe(1);
    const { rows } = await db.query(`select count(*)::int as n from mobile_payment_callback where provider_reference = $1`, [prompt.reference]);
    expect(rows[0].n).toBe(2);
  });

  it('a lost callback: the booking waits, held, until the reconciliation pass asks the provider', async () => {
    const { traveller, reference, answer } = await start('lostCallback');
    expect(answer).toMatchObject({ status: 'HELD', mobilePayment: { status: 'PENDING' } });
    // The hold lasts while the prompt is answered.
    expect(Date.parse(answer.holdExpiresAt)).toBeGreaterThanOrEqual(Date.parse(answer.mobilePayment.promptExpiresAt));
    expect(await read(reference, traveller.email)).toMatchObject({ status: 'HELD', paymentStatus: 'UNPAID' });
    await env.app.services.mobilePayments.reconcile(env.app.orm.em.fork());
    expect(await read(reference, traveller.email)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', mobilePayment: { status: 'PAID' } });
    await expectKept(reference);
  });

  it('cancelled within the free window: the refund goes back to the same phone and completes on its verified result', async () => {
    const { n, traveller, reference } = await start('approve');
    await settled(reference, traveller.email);
    const cancelled = await mutate(env, CANCEL, { reference, email: traveller.email });
    expect(cancelled.userErrors).toEqual([]);
    // Decided with the cancellation, sent by the job that transaction queued, never from inside it.
    expect(cancelled.booking).toMatchObject({ status: 'CANCELLED', mobilePayment: { status: 'PAID', refundStatus: 'PENDING' } });
    const payouts = standIn().payouts.length;
    await sendQueuedRefund(reference);
    await refundReaches(reference, 'completed');
    const booking = await read(reference, traveller.email);
    expect(booking).toMatchObject({ status: 'CANCELLED', mobilePayment: { status: 'PAID', refundStatus: 'COMPLETED' } });
    const payout = standIn().payouts.at(-1)!;
    expect(await refundOf(reference)).toMatchObject({ refund_reference: payout.reference, refund_receipt: payout.receipt, refund_detail: null });
    expect(booking.mobilePayment.refund).toEqual(booking.mobilePayment.charge);
    expect(standIn().payouts.slice(payouts)).toEqual([
      expect.objectContaining({ msisdn: provider.msisdn(n), amount: booking.mobilePayment.charge.amount, currency: provider.currency }),
    ]);
    // The job again (a retry) sends nothing more.
    await env.app.services.mobilePayments.refunds.send(env.app.orm.em.fork(), await paymentOf(reference));
    expect(standIn().payouts.length).toBe(payouts + 1);
    expect(await liveClaims(reference)).toEqual({ live: 0, kept: 0 });
  });

  it('an invalid number is refused in the spec words and the hold stays', async () => {
    const { traveller, booking } = await held(provider.country);
    const refused = await pay(provider.method, booking.reference, traveller.email, '+1 202 555 0100');
    expect(refused.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'payment.phone', message: 'Please enter a valid mobile money number.' }]);
    expect(await read(booking.reference, traveller.email)).toMatchObject({ status: 'HELD', mobilePayment: null });
  });
});

describe('the prompt is sent once the booking is saved', () => {
  const kenyan = (n: number) => ({ phone: `07${String(12_000_000 + n).padStart(8, '0')}`, msisdn: `2547${String(12_000_000 + n).padStart(8, '0')}` });

  it.each(providers)('$name: while the provider keeps its answer, the booking is not locked and its pending payment is visible', async (provider) => {
    const standIn = provider.method === 'MPESA' ? daraja : momo;
    const { n, traveller, booking } = await held(provider.country);
    standIn.actions.set(provider.msisdn(n), 'approve');
    const arrived = standIn.promptsReceived;
    const release = holdAnswers(standIn);
    let paying: ReturnType<typeof pay> | undefined;
    try {
      paying = pay(provider.method, booking.reference, traveller.email, provider.phone(n));
      await vi.waitFor(() => expect(standIn.promptsReceived).toBe(arrived + 1), { timeout: 15_000, interval: 50 });
      // Another connection, while the provider has not answered: it may lock the booking at once (nowait fails on a
      // row lock) and sees the payment, committed before the prompt was sent.
      await db.query('begin');
      try {
        const locked = await db.query(`select id from booking where reference = $1 for update nowait`, [booking.reference]);
        expect(locked.rowCount).toBe(1);
        const { rows } = await db.query(
          `select p.status, p.provider_reference from mobile_payment p join booking b on b.id = p.booking_id where b.reference = $1`,
          [booking.reference],
        );
        expect(rows).toEqual([{ status: 'pending', provider_reference: null }]);
      } finally {
        await db.query('rollback');
      }
    } finally {
      release();
    }
    expect((await paying!).userErrors).toEqual([]);
    expect(await settled(booking.reference, traveller.email)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', mobilePayment: { status: 'PAID' } });
    await expectKept(booking.reference);
  });

  it('a prompt the provider refuses at once fails its payment and releases the hold', async () => {
    const { n, traveller, booking } = await held('KE');
    daraja.actions.set(kenyan(n).msisdn, 'refuse');
    const refused = await pay('MPESA', booking.reference, traveller.email, kenyan(n).phone);
    expect(refused.userErrors).toEqual([
      { code: 'PAYMENT_DECLINED', field: 'payment.phone', message: 'Your mobile money provider refused the payment. No booking was made.' },
    ]);
    expect(await read(booking.reference, traveller.email)).toMatchObject({ status: 'CANCELLED', mobilePayment: { status: 'FAILED', failure: 'DECLINED' } });
    expect(await liveClaims(booking.reference)).toEqual({ live: 0, kept: 0 });
    await expectCountersConsistent(db);
  });

  it('a provider too busy to take the prompt fails that payment and keeps the hold, which can then be paid', async () => {
    const { n, traveller, booking } = await held('KE');
    daraja.actions.set(kenyan(n).msisdn, 'busy');
    const busy = await pay('MPESA', booking.reference, traveller.email, kenyan(n).phone);
    expect(busy.userErrors).toEqual([
      { code: 'SERVICE_UNAVAILABLE', field: 'payment.method', message: 'Mobile money is not answering right now. Please try again in a moment.' },
    ]);
    expect(await read(booking.reference, traveller.email)).toMatchObject({ status: 'HELD', paymentMethod: null, mobilePayment: null });
    const { rows } = await db.query(`select p.status from mobile_payment p join booking b on b.id = p.booking_id where b.reference = $1`, [booking.reference]);
    expect(rows).toEqual([{ status: 'failed' }]);

    daraja.actions.set(kenyan(n).msisdn, 'approve');
    expect((await pay('MPESA', booking.reference, traveller.email, kenyan(n).phone)).userErrors).toEqual([]);
    expect(await settled(booking.reference, traveller.email)).toMatchObject({ status: 'CONFIRMED', mobilePayment: { status: 'PAID' } });
  });
});

describe('callbacks and reconciliation', () => {
  it('a forged success for a prompt still on the phone changes nothing: the status query is believed', async () => {
    const { n, traveller, booking } = await held('KE');
    daraja.actions.set(`2547${String(12_000_000 + n).padStart(8, '0')}`, 'silent');
    const paid = await pay('MPESA', booking.reference, traveller.email, `07${String(12_000_000 + n).padStart(8, '0')}`);
    expect(paid.booking).toMatchObject({ status: 'HELD', mobilePayment: { status: 'PENDING' } });
    const checkout = daraja.prompts.at(-1)!.reference;
    const forged = await env.request('/payments/mpesa/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: 'x',
            CheckoutRequestID: checkout,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: { Item: [{ Name: 'MpesaReceiptNumber', Value: 'FORGED0001' }] },
          },
        },
      }),
    });
    expect(forged.status).toBe(200);
    expect(await read(booking.reference, traveller.email)).toMatchObject({ status: 'HELD', paymentStatus: 'UNPAID', mobilePayment: { status: 'PENDING' } });

    // Never answered: once the prompt lapsed, the reconciliation pass calls it a timeout and lets the room go.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(paid.booking!.mobilePayment.promptExpiresAt) - Date.now() + 200));
    await env.app.services.mobilePayments.reconcile(env.app.orm.em.fork());
    expect(await read(booking.reference, traveller.email)).toMatchObject({ status: 'CANCELLED', mobilePayment: { status: 'FAILED', failure: 'TIMEOUT' } });
    expect(await liveClaims(booking.reference)).toEqual({ live: 0, kept: 0 });
    await expectCountersConsistent(db);
  });

  it('a callback for no prompt of ours is refused', async () => {
    const response = await env.request('/payments/mpesa/callback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Body":{}}' });
    expect(response.status).toBe(400);
    const momoAnswer = await env.request(`/payments/mtn-momo/callback/not-a-payment`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(momoAnswer.status).toBe(404);
  });

  it('a callback in another shape than the provider publishes is refused before anything is kept', async () => {
    const kept = async () => (await db.query(`select count(*)::int as n from mobile_payment_callback`)).rows[0].n as number;
    const before = await kept();
    const post = (path: string, body: unknown, method = 'POST') =>
      env.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const stk = (fields: Record<string, unknown>) => ({ Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0, ...fields } } });
    expect((await post('/payments/mpesa/callback', stk({ CheckoutRequestID: 12345 }))).status).toBe(400);
    expect((await post('/payments/mpesa/callback', stk({ CheckoutRequestID: 'x'.repeat(101) }))).status).toBe(400);
    expect((await post('/payments/mpesa/callback', stk({ ResultCode: { nested: true } }))).status).toBe(400);
    expect((await post('/payments/mpesa/callback', stk({ CallbackMetadata: { Item: 'MpesaReceiptNumber' } }))).status).toBe(400);
    expect(await post('/payments/mpesa/callback', [stk({})])).toMatchObject({ status: 400 });
    const payment = '7d3f7b1e-0c2a-4b8e-9a4f-2f1d3c5b6a70';
    expect((await post(`/payments/mtn-momo/callback/${payment}`, { financialTransactionId: 42 }, 'PUT')).status).toBe(400);
    expect((await post(`/payments/mtn-momo/callback/${payment}`, 'SUCCESSFUL', 'PUT')).status).toBe(400);
    expect(await kept()).toBe(before);
  });

  it('a second prompt for the same hold is refused while the first is on the phone', async () => {
    const { n, traveller, booking } = await held('RW');
    momo.actions.set(`25078${String(8_100_000 + n).padStart(7, '0')}`, 'silent');
    const phone = `+250 78${String(8_100_000 + n).padStart(7, '0')}`;
    expect((await pay('MTN_MOMO', booking.reference, traveller.email, phone)).userErrors).toEqual([]);
    const again = await pay('MTN_MOMO', booking.reference, traveller.email, phone);
    expect(again.userErrors[0]).toMatchObject({ code: 'CONFLICT', field: 'reference' });
  });

  it('mobile money is paid from a hold, not in one step', async () => {
    const { rows } = await db.query(
      `select r.id, r.hotel_id from hotel_room_type r join hotel h on h.id = r.hotel_id where h.active and r.active order by r.id desc limit 1`,
    );
    const refused = await mutate(env, CREATE, {
      idempotencyKey: key(),
      contact: guest(),
      hotel: { hotelId: String(rows[0].hotel_id), roomTypeId: String(rows[0].id), checkIn: daysAhead(300), checkOut: daysAhead(301), rooms: 1, guests: 1 },
      payment: { method: 'MPESA', phone: '0712000999' },
    });
    expect(refused.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'payment.method' });
  });
});

const ADMIN_PAYMENT = `bookingReference method status providerReference receipt refundStatus refundReference refundReceipt refundDetail
  refund { amount currency } charge { amount currency } amount { minor } rate rateDate`;

/** The back office's payments list with `filter`, as an admin reads it. */
async function adminPayments(filter = '') {
  const admin = await signedInActor(env, db, Role.ADMIN);
  const listed = await env.graphql(
    `query Payments { adminPayments${filter ? `(${filter})` : ''} { ${ADMIN_PAYMENT} } adminPaymentCount${filter ? `(${filter})` : ''} }`,
    {},
    { authorization: `Bearer ${admin.token}` },
  );
  expect(listed.errors).toBeUndefined();
  expect(listed.data!.adminPaymentCount).toBeGreaterThanOrEqual((listed.data!.adminPayments as unknown[]).length);
  return listed.data!.adminPayments as any[];
}

describe.each(providers)('refund results, $name', (provider) => {
  const standIn = () => (provider.method === 'MPESA' ? daraja : momo);
  /** Paid, then cancelled in the free window, its payout to the phone settled as `action` says, and sent. */
  const refunded = async (action: PayoutAction) => {
    const { n, traveller, booking } = await held(provider.country);
    standIn().actions.set(provider.msisdn(n), 'approve');
    standIn().payoutActions.set(provider.msisdn(n), action);
    expect((await pay(provider.method, booking.reference, traveller.email, provider.phone(n))).userErrors).toEqual([]);
    await settled(booking.reference, traveller.email);
    expect((await mutate(env, CANCEL, { reference: booking.reference, email: traveller.email })).userErrors).toEqual([]);
    const answers = standIn().callbackAnswers.length;
    await sendQueuedRefund(booking.reference);
    return { reference: booking.reference as string, email: traveller.email, answers };
  };

  it('a failed payout becomes a manual payout, with the reason on the admin list', async () => {
    const { reference } = await refunded('fail');
    await refundReaches(reference, 'manual');
    const row = (await adminPayments('refundStatus: MANUAL')).find((payment) => payment.bookingReference === reference);
    expect(row).toMatchObject({ method: provider.method, refundStatus: 'MANUAL', refundReceipt: null });
    expect(row.refundDetail).toMatch(provider.method === 'MPESA' ? /^M-Pesa B2C result 2040/ : /^MTN MoMo: "PAYEE_NOT_FOUND"/);
  });

  it('a result sent twice completes the refund once; a late contrary result changes nothing', async () => {
    const { reference, answers } = await refunded('duplicateResult');
    await vi.waitFor(() => expect(standIn().callbackAnswers.slice(answers)).toEqual([200, 200]), { timeout: 15_000 });
    await refundReaches(reference, 'completed');
    const refund = await refundOf(reference);
    const { rows } = await db.query(`select count(*)::int as n from mobile_payment_callback where provider_reference = $1`, [refund.refund_payout_id]);
    expect(rows[0].n).toBe(2);
    if (provider.method === 'MPESA') {
      const late = await env.request('/payments/mpesa/b2c-timeout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Result: {
            ResultType: 0,
            ResultCode: 1,
            ResultDesc: 'The service request timed out.',
            OriginatorConversationID: refund.refund_payout_id,
            ConversationID: refund.refund_reference,
          },
        }),
      });
      expect(late.status).toBe(200);
    } else {
      const late = await env.request(`/payments/mtn-momo/payout/${refund.refund_payout_id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' }),
      });
      expect(late.status).toBe(200);
    }
    expect(await refundOf(reference)).toEqual(refund);
  });

  it('a lost result: the refund stays sent until the reconciliation pass settles it', async () => {
    const { reference } = await refunded('lostResult');
    expect((await refundOf(reference)).refund_status).toBe('sent');
    const refunds = env.app.services.mobilePayments.refunds;
    if (provider.method === 'MTN_MOMO') {
      // MoMo is asked: its transfer status says the money arrived.
      await refunds.reconcile(env.app.orm.em.fork());
      expect(await refundOf(reference)).toMatchObject({ refund_status: 'completed', refund_receipt: standIn().payouts.at(-1)!.receipt });
      return;
    }
    // M-Pesa has no status to ask: a forged result (another conversation) is refused, and the refund waits for a person
    // only after the long wait.
    const refund = await refundOf(reference);
    const forged = await env.request('/payments/mpesa/b2c-result', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: refund.refund_payout_id, ConversationID: 'AG_forged' },
      }),
    });
    expect(forged.status).toBe(400);
    await refunds.reconcile(env.app.orm.em.fork());
    expect((await refundOf(reference)).refund_status).toBe('sent');
    await db.query(`update mobile_payment set refund_sent_at = now() - interval '2 hours' where refund_payout_id = $1`, [refund.refund_payout_id]);
    await refunds.reconcile(env.app.orm.em.fork());
    expect(await refundOf(reference)).toMatchObject({ refund_status: 'manual', refund_detail: expect.stringContaining('M-Pesa sent no result') });
  });

  it.runIf(provider.method === 'MTN_MOMO')('a transfer still pending at the provider stays sent after the reconciliation pass', async () => {
    const { reference } = await refunded('stuck');
    await env.app.services.mobilePayments.refunds.reconcile(env.app.orm.em.fork());
    expect((await refundOf(reference)).refund_status).toBe('sent');
  });
});

describe('card payments on the admin list', () => {
  it('a booking paid by card is listed with its reference, and its refund once cancelled', async () => {
    const { rows } = await db.query(
      `select r.id, r.hotel_id from hotel_room_type r join hotel h on h.id = r.hotel_id join city c on c.id = h.city_id
      where h.active and r.active and c.country_code = 'KE' order by r.id desc limit 1`,
    );
    const traveller = guest('card');
    const booked = await mutate(env, CREATE, {
      idempotencyKey: key(),
      contact: traveller,
      hotel: { hotelId: String(rows[0].hotel_id), roomTypeId: String(rows[0].id), checkIn: daysAhead(320), checkOut: daysAhead(322), rooms: 1, guests: 1 },
      payment: { method: 'TEST_CARD', cardNumber: '4242 4242 4242 4242' },
    });
    expect(booked.userErrors).toEqual([]);
    const reference = booked.booking!.reference as string;
    const paid = (await adminPayments('status: PAID')).find((payment) => payment.bookingReference === reference);
    expect(paid).toMatchObject({
      method: 'TEST_CARD',
      status: 'PAID',
      providerReference: expect.stringMatching(/^test_/),
      refundStatus: null,
      rate: null,
      amount: { minor: booked.booking!.total.minor },
      charge: { currency: 'USD' },
    });
    // Never pending or failed, and not a refund until cancelled.
    expect((await adminPayments('status: PENDING')).some((payment) => payment.bookingReference === reference)).toBe(false);
    expect((await adminPayments('refunded: true')).some((payment) => payment.bookingReference === reference)).toBe(false);

    expect((await mutate(env, CANCEL, { reference, email: traveller.email })).userErrors).toEqual([]);
    const refunded = (await adminPayments('refunded: true')).find((payment) => payment.bookingReference === reference);
    expect(refunded).toMatchObject({ method: 'TEST_CARD', refundStatus: 'COMPLETED', refund: { currency: 'USD' } });
    expect((await adminPayments('refundStatus: MANUAL')).some((payment) => payment.bookingReference === reference)).toBe(false);
  });
});

describe('refunds the provider cannot send', () => {
  it('are recorded for a manual payout and listed for the back office with the provider references', async () => {
    const { n, traveller, booking } = await held('KE');
    daraja.actions.set(`2547${String(12_000_000 + n).padStart(8, '0')}`, 'approve');
    expect((await pay('MPESA', booking.reference, traveller.email, `07${String(12_000_000 + n).padStart(8, '0')}`)).userErrors).toEqual([]);
    await settled(booking.reference, traveller.email);
    daraja.refusePayouts = true;
    try {
      const cancelled = await mutate(env, CANCEL, { reference: booking.reference, email: traveller.email });
      expect(cancelled.booking).toMatchObject({ status: 'CANCELLED', mobilePayment: { refundStatus: 'PENDING' } });
      await sendQueuedRefund(booking.reference);
      expect(await read(booking.reference, traveller.email)).toMatchObject({ status: 'CANCELLED', mobilePayment: { refundStatus: 'MANUAL' } });
    } finally {
      daraja.refusePayouts = false;
    }
    const row = (await adminPayments('refunded: true')).find((payment) => payment.bookingReference === booking.reference);
    expect(row).toMatchObject({
      method: 'MPESA',
      status: 'PAID',
      refundStatus: 'MANUAL',
      providerReference: expect.stringMatching(/^ws_CO_/),
      receipt: expect.any(String),
      refundDetail: expect.stringContaining('M-Pesa B2C refused'),
    });
    const traveller2 = await signedInActor(env, db, Role.USER);
    const refused = await env.graphql(`query Refunds { adminPayments { bookingReference } }`, {}, { authorization: `Bearer ${traveller2.token}` });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('payment methods', () => {
  it('offer mobile money only where its provider is configured', async () => {
    const methods = await env.graphql(`query Methods { paymentMethods }`);
    expect(methods.data!.paymentMethods).toEqual(['PAY_AT_VENUE', 'TEST_CARD', 'MPESA', 'MTN_MOMO']);
    const bare = await createTestEnvironment();
    try {
      expect((await bare.graphql(`query Methods { paymentMethods }`)).data!.paymentMethods).toEqual(['PAY_AT_VENUE', 'TEST_CARD']);
    } finally {
      await bare.close();
    }
  });
});
