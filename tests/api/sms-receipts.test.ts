// Text messages to travellers over real HTTP: the API's Africa's Talking client talks to a local stand-in speaking its
// messaging API, through the outbox and the job queue. A confirmation, a mobile-money payment, a cancellation and its
// refund (once the provider completed it) each reach the traveller's phone in the language the booking was made in; a refused recipient fails the
// message, a 500 is tried again, a bad key is an error; a traveller who turned them off, and an installation without
// the settings, send none. Every message in every language fits in two SMS parts.
import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../server/src/language.js';
import { africasTalking } from '../../server/src/modules/sms/africas-talking.js';
import { type BookingSmsTemplate, MAX_SMS_PARTS, bookingSms, smsDate } from '../../server/src/modules/sms/booking-sms.js';
import { cartReceiptSms } from '../../server/src/modules/sms/cart-receipt-sms.js';
import { SmsRefusal } from '../../server/src/modules/sms/sms-provider.js';
import { smsEncoding, smsParts } from '../../server/src/modules/sms/sms-parts.js';
import { formatMoney } from '../../server/src/modules/listings/money.js';
import { Role } from '../../server/src/modules/users/role.js';
import { bearer, signedInActor } from '../support/actors.js';
import { type MobileMoneyStandIn, darajaSettings, startDarajaStandIn } from '../../server/src/stand-ins/mobile-money.js';
import { AFRICASTALKING_CREDENTIALS, type SmsStandIn, smsSettings, startSmsStandIn } from '../../server/src/stand-ins/sms.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { daysAhead, guest, key, mutate } from './bookings-support.js';

const FIELDS = `reference status paymentStatus mobilePayment { status receipt charge { amount currency } }`;
const HOLD = `mutation Hold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CONFIRM = `mutation Pay($input: BookingConfirmInput!) { bookingConfirm(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CREATE = `mutation Book($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CANCEL = `mutation Cancel($input: BookingCancelInput!) { bookingCancel(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CART_BOOKED = `bookings { reference status } userErrors { code field message }`;
const CART_HOLD = `mutation CartHold($input: CartCheckoutHoldInput!) { cartCheckoutHold(input: $input) { ${CART_BOOKED} } }`;
const CART_CONFIRM = `mutation CartPay($input: CartCheckoutConfirmInput!) { cartCheckoutConfirm(input: $input) { ${CART_BOOKED} } }`;
const PROFILE = `mutation Profile($input: ProfileUpdateInput!) { profileUpdate(input: $input) { user { phone smsReceipts } userErrors { code field message } } }`;

let env: TestEnvironment;
let db: pg.Client;
let sms: SmsStandIn;
let daraja: MobileMoneyStandIn;

beforeAll(async () => {
  [sms, daraja] = await Promise.all([startSmsStandIn(), startDarajaStandIn()]);
  // The job queue delivers the outbox here, as in production: this file's database is its own.
  env = await createTestEnvironment({ ...smsSettings(sms), ...darajaSettings(daraja.baseUrl), JOB_RUNNER: 'true' });
  daraja.deliverTo = env.apiUrl;
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await env?.close();
  await Promise.all([sms?.close(), daraja?.close()]);
});

/** A Kenyan mobile number nobody else in this file uses: local and international spellings. */
function kenyanPhone() {
  const digits = String(randomInt(100_000, 999_999));
  return { local: `0712 ${digits}`, e164: `+254712${digits}`, msisdn: `254712${digits}` };
}

let next = 0;
/** A Nairobi-area hotel room for a stay of its own. */
async function stay() {
  const n = next++;
  const { rows } = await db.query(
    `select r.id, r.hotel_id from hotel_room_type r join hotel h on h.id = r.hotel_id join city c on c.id = h.city_id
    where h.active and r.active and r.units >= 1 and r.max_guests >= 1 and c.country_code = 'KE' order by r.id offset $1 limit 1`,
    [n % 5],
  );
  return {
    hotelId: String(rows[0].hotel_id),
    roomTypeId: String(rows[0].id),
    checkIn: daysAhead(120 + n * 3),
    checkOut: daysAhead(122 + n * 3),
    rooms: 1,
    guests: 1,
  };
}

const language = (lng: string) => ({ 'accept-language': lng });

/** The messages the stand-in took for `e164`, once `count` of them arrived. */
async function received(e164: string, count = 1) {
  return vi.waitFor(
    () => {
      const messages = sms.outbox.filter((message) => message.to === e164);
      expect(messages).toHaveLength(count);
      return messages;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** The outbox rows for `e164` once none is pending any more. */
async function settledRows(e164: string) {
  return vi.waitFor(
    async () => {
      const { rows } = await db.query(`select template, language, status, attempts, last_error from sms_outbox where recipient = $1 order by created_at`, [
        e164,
      ]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
      return rows as Array<{ template: string; language: string; status: string; attempts: number; last_error: string | null }>;
    },
    { timeout: 30_000, interval: 200 },
  );
}

async function bookByCard(phone: string, lng: string) {
  const traveller = { ...guest('sms'), phone };
  const booked = await mutate(
    env,
    CREATE,
    { idempotencyKey: key(), contact: traveller, hotel: await stay(), payment: { method: 'TEST_CARD', cardNumber: '4242 4242 4242 4242' } },
    undefined,
    language(lng),
  );
  expect(booked.userErrors).toEqual([]);
  return { traveller, reference: booked.booking!.reference as string };
}

describe('booking messages', () => {
  it('a confirmation reaches the booking phone in the language it was booked in', async () => {
    const phone = kenyanPhone();
    const { reference } = await bookByCard(phone.local, 'fr');
    const [message] = await received(phone.e164);
    expect(message!.message).toContain(reference);
    expect(message!.message).toMatch(/^Jambo Africa : réservation \S+ confirmée\./);
    expect(await settledRows(phone.e164)).toEqual([{ template: 'booking-confirmed', language: 'fr', status: 'sent', attempts: 1, last_error: null }]);
  });

  it('a mobile-money payment is confirmed to the paying phone with its amount and receipt; the refund is told once M-Pesa completed it', async () => {
    const contact = kenyanPhone();
    const payer = kenyanPhone();
    const traveller = { ...guest('sms-mm'), phone: contact.local };
    const hold = await mutate(env, HOLD, { idempotencyKey: key(), contact: traveller, hotel: await stay() }, undefined, language('pt'));
    expect(hold.userErrors).toEqual([]);
    const reference = hold.booking!.reference as string;
    daraja.actions.set(payer.msisdn, 'approve');
    const paid = await mutate(env, CONFIRM, { idempotencyKey: key(), reference, email: traveller.email, payment: { method: 'MPESA', phone: payer.local } });
    expect(paid.userErrors).toEqual([]);

    const [receipt] = await received(payer.e164);
    const booking = (
      await env.graphql(`query B($r: String!, $e: String) { booking(reference: $r, email: $e) { ${FIELDS} } }`, { r: reference, e: traveller.email })
    ).data!.booking;
    expect(booking).toMatchObject({ status: 'CONFIRMED', mobilePayment: { status: 'PAID' } });
    expect(receipt!.message).toContain(`Reserva ${reference} confirmada`);
    expect(receipt!.message).toContain(booking.mobilePayment.receipt);
    expect(receipt!.message).toContain(formatMoney(booking.mobilePayment.charge.amount * 100, 'KES', 'pt').replace(/[\u00a0\u202f]/g, ' '));
    expect(receipt!.message).toContain('M-Pesa');

    const cancelled = await mutate(env, CANCEL, { reference, email: traveller.email });
    expect(cancelled.userErrors).toEqual([]);
    // The cancellation at once; the refund once the provider's result says the money is back on the phone.
    const [, cancellation, refund] = await received(payer.e164, 3);
    expect(cancellation!.message).toMatch(new RegExp(`^Jambo Africa: reserva ${reference} \\(.+\\) cancelada\\.$`));
    expect(refund!.message).toMatch(new RegExp(`^Jambo Africa: reserva ${reference} \\(.+\\) cancelada\\. Reembolso: .+\\.$`));
    expect(daraja.payouts.at(-1)).toMatchObject({ msisdn: payer.msisdn, outcome: 'completed' });
    // The contact phone is not the payer's: it gets nothing.
    expect(sms.outbox.filter((message) => message.to === contact.e164)).toEqual([]);
    expect((await settledRows(payer.e164)).map((row) => [row.template, row.language, row.status])).toEqual([
      ['payment-received', 'pt', 'sent'],
      ['booking-cancelled', 'pt', 'sent'],
      ['booking-refunded', 'pt', 'sent'],
    ]);
  });

  it('a cart checked out at once sends one text for all its bookings, like its one receipt e-mail', async () => {
    const phone = kenyanPhone();
    const traveller = { ...guest('sms-cart'), phone: phone.local };
    const held = await mutate(
      env,
      CART_HOLD,
      { idempotencyKey: key(), contact: traveller, items: [{ hotel: await stay() }, { hotel: await stay() }] },
      undefined,
      language('fr'),
    );
    expect(held.userErrors).toEqual([]);
    const references = (held as unknown as { bookings: Array<{ reference: string }> }).bookings.map((booking) => booking.reference);
    expect(references).toHaveLength(2);
    const paid = await mutate(env, CART_CONFIRM, {
      references,
      email: traveller.email,
      payment: { method: 'TEST_CARD', cardNumber: '4242 4242 4242 4242' },
      termsAccepted: true,
    });
    expect(paid.userErrors).toEqual([]);

    const [message] = await received(phone.e164);
    expect(message!.message).toMatch(/^Jambo Africa : votre panier est réservé, 2 réservations confirmées \(/);
    for (const reference of references) expect(message!.message).toContain(reference);
    expect(await settledRows(phone.e164)).toEqual([{ template: 'cart-receipt', language: 'fr', status: 'sent', attempts: 1, last_error: null }]);
  });

  it('a booking without a phone sends nothing', async () => {
    const before = (await db.query(`select count(*)::int as n from sms_outbox`)).rows[0].n;
    const booked = await mutate(env, CREATE, {
      idempotencyKey: key(),
      contact: { name: 'No Phone', email: `no-phone-${key().slice(0, 8)}@example.org` },
      hotel: await stay(),
      payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
    });
    expect(booked.userErrors).toEqual([]);
    expect((await db.query(`select count(*)::int as n from sms_outbox`)).rows[0].n).toBe(before);
  });
});

describe('failures', () => {
  it('a recipient the provider refuses for good fails the message without another try', async () => {
    const phone = kenyanPhone();
    sms.failures.set(phone.e164, 'InvalidPhoneNumber');
    await bookByCard(phone.local, 'en');
    const [row] = await settledRows(phone.e164);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('InvalidPhoneNumber (403)') });
    expect(sms.outbox.filter((message) => message.to === phone.e164)).toEqual([]);
  });

  it('a low balance and a 500 are tried again until the provider takes the message', async () => {
    const phone = kenyanPhone();
    sms.failures.set(phone.e164, 'InsufficientBalance');
    await bookByCard(phone.local, 'ar');
    await vi.waitFor(
      async () => {
        const { rows } = await db.query(`select attempts, last_error from sms_outbox where recipient = $1`, [phone.e164]);
        expect(rows[0]).toMatchObject({ attempts: 1, last_error: expect.stringContaining('InsufficientBalance (405)') });
      },
      { timeout: 20_000, interval: 100 },
    );
    sms.failures.delete(phone.e164);
    sms.failNext = 1;
    const [message] = await received(phone.e164);
    expect(message!.message).toContain('تم تأكيد الحجز');
    expect(await settledRows(phone.e164)).toEqual([{ template: 'booking-confirmed', language: 'ar', status: 'sent', attempts: 3, last_error: null }]);
  });

  it('a wrong username or key is an error to try again, not a refusal of the message', async () => {
    const client = africasTalking({ baseUrl: sms.baseUrl, username: AFRICASTALKING_CREDENTIALS.username, apiKey: 'wrong-key', senderId: undefined });
    const failure = await client.send('+254712000001', 'Hello').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SmsRefusal);
    expect((failure as Error).message).toContain('401');
    const taken = await africasTalking({ baseUrl: sms.baseUrl, ...AFRICASTALKING_CREDENTIALS, senderId: 'JAMBO' }).send('+254712000001', 'Hello');
    expect(taken).toMatchObject({ messageId: expect.stringMatching(/^ATXid_/), cost: 'KES 0.8000' });
    expect(sms.outbox.at(-1)).toMatchObject({ to: '+254712000001', message: 'Hello', from: 'JAMBO' });
  });
});

describe('who gets none', () => {
  it('a traveller who turned text messages off in the profile is sent none', async () => {
    const phone = kenyanPhone();
    const traveller = await signedInActor(env, db, Role.USER, 'sms-off');
    const off = await env.graphql(PROFILE, { input: { phone: phone.e164, smsReceipts: false } }, bearer(traveller.token));
    expect(off.data!.profileUpdate).toMatchObject({ user: { phone: phone.e164, smsReceipts: false }, userErrors: [] });
    const booked = await mutate(
      env,
      CREATE,
      { idempotencyKey: key(), hotel: await stay(), payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' } },
      traveller.token,
    );
    expect(booked.userErrors).toEqual([]);
    expect(await settledRows(phone.e164)).toEqual([
      { template: 'booking-confirmed', language: 'en', status: 'skipped', attempts: 1, last_error: 'The traveller turned text messages off' },
    ]);
    expect(sms.outbox.filter((message) => message.to === phone.e164)).toEqual([]);

    // Turned on again, the next booking's message is sent.
    const on = await env.graphql(PROFILE, { input: { smsReceipts: true } }, bearer(traveller.token));
    expect(on.data!.profileUpdate.user).toEqual({ phone: phone.e164, smsReceipts: true });
    await mutate(
      env,
      CREATE,
      { idempotencyKey: key(), hotel: await stay(), payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' } },
      traveller.token,
    );
    await received(phone.e164);
  });

  it('an installation without the settings writes and sends none, and books as before', async () => {
    const bare = await createTestEnvironment();
    try {
      const phone = kenyanPhone();
      const booked = await mutate(bare, CREATE, {
        idempotencyKey: key(),
        contact: { ...guest('no-sms'), phone: phone.local },
        hotel: await stay(),
        payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
      });
      expect(booked.userErrors).toEqual([]);
      expect(booked.booking).toMatchObject({ status: 'CONFIRMED' });
      expect((await db.query(`select count(*)::int as n from sms_outbox where recipient = $1`, [phone.e164])).rows[0].n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});

describe('length', () => {
  const templates: BookingSmsTemplate[] = ['booking-confirmed', 'payment-received', 'booking-cancelled', 'booking-refunded'];
  const listingNames = ['Kigali Serena Hotel', 'The Grand Lakeside Safari Lodge & Spa of the Great Rift Valley, Naivasha Shores Wing'];

  it.each([...LANGUAGES])('every message in %s fits in two parts, even for a long listing name and a $20,000 stay', (lng) => {
    for (const template of templates)
      for (const listingName of listingNames) {
        const text = bookingSms(lng, template, {
          reference: 'JA-MIFQ2K3Z-ABCDEFGH',
          listingName,
          when: smsDate('2027-12-31', lng),
          total: formatMoney(2_000_000, 'USD', lng),
          paid: { amount: formatMoney(260_000_000, 'KES', lng), method: 'MTN MoMo', receipt: 'SKL9Q3ZTX1' },
          refund: formatMoney(2_000_000, 'USD', lng),
        });
        const { encoding, units } = smsEncoding(text);
        expect(smsParts(text), `${lng} ${template}: ${text}`).toBeLessThanOrEqual(MAX_SMS_PARTS);
        expect(units, text).toBeLessThanOrEqual(encoding === 'GSM-7' ? 306 : 134);
        expect(text).toContain('JA-MIFQ2K3Z-ABCDEFGH');
        // A short name is never cut.
        if (listingName === listingNames[0]) expect(text).toContain(listingName);
      }
  });

  it.each([...LANGUAGES])("a cart's one message in %s fits in two parts, naming its bookings when they fit", (lng) => {
    const total = formatMoney(2_000_000, 'USD', lng);
    const two = cartReceiptSms(lng, { references: ['JA-MIFQ2K3Z-ABCDEFGH', 'JA-MIFQ2K3Z-BCDEFGHI'], total });
    expect(two).toContain('JA-MIFQ2K3Z-BCDEFGHI');
    const many = cartReceiptSms(lng, { references: Array.from({ length: 12 }, (_, index) => `JA-MIFQ2K3Z-ABCDEF${String(index).padStart(2, '0')}`), total });
    for (const text of [two, many]) {
      expect(smsParts(text), text).toBeLessThanOrEqual(MAX_SMS_PARTS);
      expect(text).toContain(total.replace(/[\u00a0\u202f]/g, ' '));
    }
  });

  it('counts GSM-7 and UCS-2 parts as the networks do', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('€'.repeat(80))).toBe(1);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    expect(smsParts('ç'.repeat(70))).toBe(1);
    expect(smsParts('ç'.repeat(71))).toBe(2);
    expect(smsParts('ب'.repeat(134))).toBe(2);
    expect(smsParts('ب'.repeat(135))).toBe(3);
  });
});
