// A mobile-money refund the provider would not send (MANUAL) is paid out by hand and recorded by the back office with
// adminRefundMarkPaid: COMPLETED with the payout's reference as receipt, audited with the staff member as actor, and the
// traveller's refund text queued once in the outbox, as for a provider's refund. A refund not MANUAL (pending, or
// completed by a first call), a bad reference and a traveller are refused, changing nothing.
import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { bearer, signedInActor } from '../support/actors.js';
import { type MobileMoneyStandIn, darajaSettings, startDarajaStandIn } from '../../server/src/stand-ins/mobile-money.js';
import { type SmsStandIn, smsSettings, startSmsStandIn } from '../../server/src/stand-ins/sms.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { heldHotelStay, key, mutate } from './bookings-support.js';

const FIELDS = `reference status mobilePayment { status refundStatus }`;
const HOLD = `mutation Hold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CONFIRM = `mutation Pay($input: BookingConfirmInput!) { bookingConfirm(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const CANCEL = `mutation Cancel($input: BookingCancelInput!) { bookingCancel(input: $input) { booking { ${FIELDS} } userErrors { code field message } } }`;
const BOOKING = `query Booking($reference: String!, $email: String) { booking(reference: $reference, email: $email) { ${FIELDS} } }`;
const MARK_PAID = `mutation MarkPaid($bookingReference: String!, $payoutReference: String!) {
  adminRefundMarkPaid(bookingReference: $bookingReference, payoutReference: $payoutReference) {
    payment { bookingReference refundStatus refundReceipt refundDetail } userErrors { code field message }
  }
}`;

let env: TestEnvironment;
let db: pg.Client;
let sms: SmsStandIn;
let daraja: MobileMoneyStandIn;

beforeAll(async () => {
  [sms, daraja] = await Promise.all([startSmsStandIn(), startDarajaStandIn()]);
  // No job runner: the outbox keeps what was queued, to be counted.
  env = await createTestEnvironment({ ...smsSettings(sms), ...darajaSettings(daraja.baseUrl) });
  daraja.deliverTo = env.apiUrl;
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await env?.close();
  await Promise.all([sms?.close(), daraja?.close()]);
});

let next = 0;
/** A Kenyan stay paid with M-Pesa and cancelled in the free window: its refund decided (PENDING), not yet sent. */
async function cancelledPaid() {
  const n = next++;
  const digits = String(randomInt(100_000, 999_999));
  const phone = { local: `0713 ${digits}`, msisdn: `254713${digits}` };
  const { traveller, booking } = await heldHotelStay(env, db, { country: 'KE', label: `payout${n}`, fromDay: 330 + n * 3, pick: n % 5, document: HOLD });
  const reference = booking.reference as string;
  daraja.actions.set(phone.msisdn, 'approve');
  const paid = await mutate(env, CONFIRM, { idempotencyKey: key(), reference, email: traveller.email, payment: { method: 'MPESA', phone: phone.local } });
  expect(paid.userErrors).toEqual([]);
  await vi.waitFor(async () => expect((await env.graphql(BOOKING, { reference, email: traveller.email })).data!.booking.status).toBe('CONFIRMED'), {
    timeout: 15_000,
    interval: 100,
  });
  const cancelled = await mutate(env, CANCEL, { reference, email: traveller.email });
  expect(cancelled.booking).toMatchObject({ status: 'CANCELLED', mobilePayment: { refundStatus: 'PENDING' } });
  return { reference, recipient: `+${phone.msisdn}` };
}

/** Sends the decided refund with M-Pesa refusing it: the refund is left MANUAL for the back office. */
async function manual(reference: string) {
  const { rows } = await db.query(`select p.id from mobile_payment p join booking b on b.id = p.booking_id where b.reference = $1`, [reference]);
  daraja.refusePayouts = true;
  try {
    await env.app.services.mobilePayments.refunds.send(env.app.orm.em.fork(), rows[0].id);
  } finally {
    daraja.refusePayouts = false;
  }
  expect((await refundOf(reference)).refund_status).toBe('manual');
}

async function refundOf(reference: string) {
  const { rows } = await db.query(
    `select p.id, p.refund_status, p.refund_receipt, p.refund_detail from mobile_payment p join booking b on b.id = p.booking_id where b.reference = $1`,
    [reference],
  );
  return rows[0] as { id: string; refund_status: string; refund_receipt: string | null; refund_detail: string | null };
}

const refundTexts = async (recipient: string) =>
  (await db.query(`select count(*)::int as n from sms_outbox where recipient = $1 and template = 'booking-refunded'`, [recipient])).rows[0].n as number;

const markPaid = async (token: string, bookingReference: string, payoutReference: string) =>
  env.graphql(MARK_PAID, { bookingReference, payoutReference }, bearer(token));

describe('adminRefundMarkPaid', () => {
  it('completes a MANUAL refund with the payout reference, audited, the traveller texted once; a repeat changes nothing', async () => {
    const { reference, recipient } = await cancelledPaid();
    await manual(reference);
    expect(await refundTexts(recipient)).toBe(0);
    const admin = await signedInActor(env, db, Role.ADMIN);

    for (const [payoutReference, field] of [
      ['   ', 'payoutReference'],
      ['X'.repeat(101), 'payoutReference'],
    ] as const) {
      const refused = await markPaid(admin.token, reference, payoutReference);
      expect(refused.data!.adminRefundMarkPaid).toMatchObject({ payment: null, userErrors: [{ code: 'BAD_USER_INPUT', field }] });
    }
    expect((await refundOf(reference)).refund_status).toBe('manual');

    const done = await markPaid(admin.token, reference, ' MPESA-HAND-0042 ');
    expect(done.errors).toBeUndefined();
    expect(done.data!.adminRefundMarkPaid).toEqual({
      payment: { bookingReference: reference, refundStatus: 'COMPLETED', refundReceipt: 'MPESA-HAND-0042', refundDetail: null },
      userErrors: [],
    });
    const refund = await refundOf(reference);
    expect(refund).toMatchObject({ refund_status: 'completed', refund_receipt: 'MPESA-HAND-0042', refund_detail: null });
    const audit = await db.query(
      `select actor_id, actor_role, before->>'refundStatus' as before, after->>'refundStatus' as after, after->>'refundReceipt' as receipt
       from audit_entry where action = 'payment.refund_mark_paid' and subject_id = $1`,
      [refund.id],
    );
    expect(audit.rows).toEqual([{ actor_id: admin.id, actor_role: 'admin', before: 'manual', after: 'completed', receipt: 'MPESA-HAND-0042' }]);
    expect(await refundTexts(recipient)).toBe(1);

    const again = await markPaid(admin.token, reference, 'MPESA-HAND-0043');
    expect(again.data!.adminRefundMarkPaid).toMatchObject({ payment: null, userErrors: [{ code: 'CONFLICT', field: 'bookingReference' }] });
    expect(await refundOf(reference)).toEqual(refund);
    expect(await refundTexts(recipient)).toBe(1);
    expect(
      (await db.query(`select count(*)::int as n from audit_entry where action = 'payment.refund_mark_paid' and subject_id = $1`, [refund.id])).rows[0].n,
    ).toBe(1);
  });

  it('refuses a refund that is not MANUAL, an unknown booking, and anyone outside the back office', async () => {
    const { reference, recipient } = await cancelledPaid();
    const admin = await signedInActor(env, db, Role.ADMIN);
    const pending = await markPaid(admin.token, reference, 'HAND-1');
    expect(pending.data!.adminRefundMarkPaid).toMatchObject({ payment: null, userErrors: [{ code: 'CONFLICT', field: 'bookingReference' }] });
    expect((await refundOf(reference)).refund_status).toBe('pending');

    const unknown = await markPaid(admin.token, 'NO-SUCH-BOOKING', 'HAND-1');
    expect(unknown.data!.adminRefundMarkPaid).toMatchObject({ payment: null, userErrors: [{ code: 'NOT_FOUND' }] });

    await manual(reference);
    const traveller = await signedInActor(env, db, Role.USER);
    const forbidden = await markPaid(traveller.token, reference, 'HAND-1');
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await refundOf(reference)).toMatchObject({ refund_status: 'manual', refund_receipt: null });
    expect(await refundTexts(recipient)).toBe(0);
  });
});
