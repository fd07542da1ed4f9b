// Deleting an account from the admin back office (admins only, never their own nor an admin's): the person's data is
// erased, every session, token and API key ends, the bookings stay for the records with their contact details
// anonymised, and the admin's act is audited. A deleted account signs in like a wrong password and leaves the lists.
// Refused while a partner still shows listings, a traveller has confirmed bookings to come or a mobile-money refund owed.
// Beyond the account and its bookings: mobile-money numbers, tour guests, support tickets and mail and texts are erased,
// and queued messages to the person cancelled; the books keep amounts, dates, receipts, references and statuses.
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { bearer, createAccount, createApiKey, signIn as signInOver } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { auditOf, type Caller, CREATE_LISTING, data, gql, kigali, SET_STATUS, tokensOf, uniqueWord } from './admin-support.js';
import { daysAhead } from './bookings-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const PASSWORD = 'Safari2025!';
const DELETE = `mutation AdminUserDelete($id: ID!) { adminUserDelete(id: $id) { deletedUserId keptBookings userErrors { code field message } } }`;
const SIGN_IN = `mutation SessionCreate($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code field message } } }`;
const FORGOT = `mutation PasswordForgot($email: String!) { passwordForgot(email: $email) { userErrors { code } } }`;
const USERS = `query AdminUsers($filter: AdminPeopleFilterInput) { adminUsers(filter: $filter) { totalCount nodes { id } } }`;
const CLIENT_CREATE = `mutation AdminClientCreate($input: AdminAccountInput!) { adminClientCreate(input: $input) { user { id } userErrors { code } } }`;
const ME = `query Me { me { id } }`;
const PING = `query Ping { __typename }`;

const signIn = (email: string, password = PASSWORD) => gql(suite.env, null, SIGN_IN, { input: { email, password } });
const count = async (sql: string, params: unknown[]) => (await suite.db.query(`select count(*)::int as n from ${sql}`, params)).rows[0].n as number;

/** A booking of the account at a seeded hotel, written straight to the table: its dates and status are what matter. */
async function bookingOf(userId: string, email: string, status: 'confirmed' | 'cancelled', startDate: string, endDate: string): Promise<string> {
  const { rows: hotels } = await suite.db.query(`select id, name from hotel where country_code = 'RW' order by id limit 1`);
  const { rows } = await suite.db.query(
    `insert into booking (reference, type, listing_id, listing_name, location, city, country_code, user_id, email, contact_name, phone, status,
       payment_status, start_date, end_date, party_size, units, details, total_minor, client_address)
     values ($1, 'hotel', $2, $3, 'Kigali, Rwanda', 'Kigali', 'RW', $4, $5, 'Nia Traveller', '+250 788 111 222', $6, 'paid', $7, $8, 2, 1,
       '{"nights": 2, "allergies": "peanuts", "specialRequests": "Quiet room, my name is Nia"}', 24000, '10.1.2.3')
     returning id`,
    [`JA-DEL-${uniqueWord()}`, hotels[0].id, hotels[0].name, userId, email, status, startDate, endDate],
  );
  return rows[0].id;
}

const graphqlWithKey = (secret: string) =>
  suite.env.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(secret) }, body: JSON.stringify({ query: PING }) });

describe('admin people: deleting an account', () => {
  it('erases the person, ends every session and link, keeps the bookings anonymised, audits the admin and refuses the old sign-in', async () => {
    const person = await createAccount(suite.db, Role.USER, 'deleted-traveller');
    await suite.db.query(`update app_user set phone = '+250 788 111 222', avatar_path = 'x.png', city = 'Kigali' where id = $1`, [person.id]);
    const { rows: before } = await suite.db.query(`select password_hash from app_user where id = $1`, [person.id]);
    const session = await signInOver(suite.env, person.email);
    expect((await data(suite.env, session, ME)).me).toEqual({ id: person.id });
    await suite.db.query(`insert into saved_listing (user_id, list, listing_type, listing_id) values ($1, 'favourites', 'hotel', 1), ($1, 'cart', 'tour', 1)`, [
      person.id,
    ]);
    await data(suite.env, null, FORGOT, { email: person.email });
    expect(await count(`one_time_token where user_id = $1`, [person.id])).toBe(1);
    const pastBooking = await bookingOf(person.id, person.email, 'confirmed', daysAhead(-10), daysAhead(-8));

    const deleted = await data(suite.env, tokens.admin, DELETE, { id: person.id });
    expect(deleted.adminUserDelete).toEqual({ deletedUserId: person.id, keptBookings: 1, userErrors: [] });

    const { rows } = await suite.db.query(`select * from app_user where id = $1`, [person.id]);
    expect(rows[0]).toMatchObject({
      email: `deleted-${person.id}@deleted.invalid`,
      username: `deleted-${person.id}`,
      first_name: '',
      last_name: '',
      phone: null,
      avatar_path: null,
      city: null,
      country: null,
      sms_receipts: false,
      deleted_at: expect.any(Date),
    });
    expect(rows[0].password_hash).not.toBe(before[0].password_hash);
    expect(await count(`saved_listing where user_id = $1`, [person.id])).toBe(0);
    expect(await count(`one_time_token where user_id = $1`, [person.id])).toBe(0);
    expect(await count(`auth_session_token t join auth_session s on s.id = t.session_id where s.user_id = $1`, [person.id])).toBe(0);
    expect(await count(`auth_session where user_id = $1 and (revoked_at is null or ip is not null or user_agent is not null)`, [person.id])).toBe(0);

    // The booking stays for the partner's and the accountant's records, without the person in it.
    const { rows: bookings } = await suite.db.query(`select * from booking where id = $1`, [pastBooking]);
    expect(bookings[0]).toMatchObject({
      user_id: person.id,
      email: `deleted-${person.id}@deleted.invalid`,
      contact_name: 'Deleted account',
      phone: null,
      client_address: null,
      status: 'confirmed',
      payment_status: 'paid',
      total_minor: 24000,
      details: { nights: 2 },
    });

    expect((await data(suite.env, session, ME)).me).toBeNull();
    // The same answer as a wrong password, and as an address nobody has.
    const refused = await signIn(person.email);
    expect(refused.data!.sessionCreate).toEqual({
      token: null,
      userErrors: [{ code: 'INVALID_CREDENTIALS', field: 'password', message: 'Invalid email or password.' }],
    });
    expect((await signIn(`nobody-${uniqueWord()}@example.org`)).data!.sessionCreate).toEqual(refused.data!.sessionCreate);

    expect((await data(suite.env, tokens.admin, USERS, { filter: { q: person.id } })).adminUsers.totalCount).toBe(0);
    expect((await data(suite.env, tokens.admin, USERS, { filter: { q: 'deleted-traveller' } })).adminUsers.nodes).not.toContainEqual({ id: person.id });

    const [entry] = await auditOf(suite.db, 'user', person.id);
    expect(entry).toMatchObject({ action: 'user.delete', outcome: 'done', actor_role: 'admin', after: { keptBookings: 1 } });
    expect(JSON.stringify(entry)).not.toContain(person.email);

    // Nothing left to delete, and the address is free for a new account.
    expect((await data(suite.env, tokens.admin, DELETE, { id: person.id })).adminUserDelete.userErrors).toEqual([
      { code: 'NOT_FOUND', field: 'id', message: 'User not found' },
    ]);
    const again = await data(suite.env, tokens.admin, CLIENT_CREATE, { input: { email: person.email, password: PASSWORD, verified: true } });
    expect(again.adminClientCreate.userErrors).toEqual([]);
  });

  it('erases what else names or reaches the person: mobile-money numbers, tour guests, support tickets and queued mail and texts', async () => {
    const person = await createAccount(suite.db, Role.USER, 'erased-traces');
    await suite.db.query(`update app_user set phone = '+250 788 333 444' where id = $1`, [person.id]);
    const booking = await bookingOf(person.id, person.email, 'cancelled', daysAhead(-12), daysAhead(-10));
    const providerReference = `ws_CO_${uniqueWord()}`;
    await suite.db.query(
      `insert into mobile_payment (id, booking_id, provider, provider_reference, msisdn, amount_minor, charge_amount, charge_currency, rate, rate_date,
         status, receipt, prompt_expires_at, settled_at, refund_status, refund_minor, refund_amount, refund_receipt)
       values (gen_random_uuid(), $1, 'mpesa', $2, '254712345678', 24000, 31000, 'KES', 129.1, current_date, 'paid', 'RCP123', now(), now(),
         'completed', 24000, 31000, 'RFD456')`,
      [booking, providerReference],
    );
    await suite.db.query(`insert into mobile_payment_callback (provider, provider_reference, payload) values ('mpesa', $1, $2)`, [
      providerReference,
      JSON.stringify({ Body: { stkCallback: { CallbackMetadata: { Item: [{ Name: 'PhoneNumber', Value: 254712345678 }] } } } }),
    ]);
    await suite.db.query(
      `insert into tour_guest (booking_id, full_name, email, phone, pickup, notes) values ($1, 'Amani Companion', 'amani@example.org', '+250 700 000 001', 'Hotel des Mille Collines', 'vegetarian')`,
      [booking],
    );
    const { rows: tickets } = await suite.db.query(
      `insert into support_ticket (subject, category, message, user_id, email, name, booking_id)
       values ('Refund for Nia', 'booking', 'My passport number is X123', $1, $2, 'Nia Traveller', $3),
              ('Guest question', 'other', 'Call me on +250 788 333 444', null, $2, 'Nia', null)
       returning id`,
      [person.id, person.email, booking],
    );
    await suite.db.query(
      `insert into support_reply (ticket_id, author_id, from_staff, author_name, message) values ($1, $2, false, 'Nia Traveller', 'Here is my address'), ($1, null, true, 'Sam', 'Dear Nia, refunded')`,
      [tickets[0].id, person.id],
    );
    const mail = (status: string, recipient: string) =>
      suite.db.query(
        `insert into email_outbox (recipient, template, language, subject, text, html, status) values ($1, 'booking-confirmed', 'en', 'Your booking, Nia', 'Hello Nia', '<p>Hello Nia</p>', $2) returning id`,
        [recipient, status],
      );
    const queuedMail = (await mail('pending', person.email.toUpperCase())).rows[0].id;
    const sentMail = (await mail('sent', person.email)).rows[0].id;
    const othersMail = (await mail('pending', `someone-${uniqueWord()}@example.org`)).rows[0].id;
    const text = (recipient: string, userId: string | null, status = 'pending') =>
      suite.db.query(
        `insert into sms_outbox (recipient, user_id, template, language, text, status) values ($1, $2, 'booking-confirmed', 'en', 'Nia, booked', $3) returning id`,
        [recipient, userId, status],
      );
    const queuedText = (await text('+250788000999', person.id)).rows[0].id;
    const textToPhone = (await text('+250788333444', null)).rows[0].id;
    const othersText = (await text('+250788555666', null)).rows[0].id;

    expect((await data(suite.env, tokens.admin, DELETE, { id: person.id })).adminUserDelete).toMatchObject({ keptBookings: 1, userErrors: [] });
    const erased = `deleted-${person.id}@deleted.invalid`;

    // The books keep amounts, dates, receipts and provider references; the payer's number goes, here and in the callback.
    const { rows: payments } = await suite.db.query(`select * from mobile_payment where booking_id = $1`, [booking]);
    expect(payments[0]).toMatchObject({
      msisdn: '',
      amount_minor: 24000,
      charge_amount: 31000,
      status: 'paid',
      receipt: 'RCP123',
      provider_reference: providerReference,
      refund_status: 'completed',
      refund_minor: 24000,
      refund_receipt: 'RFD456',
    });
    const { rows: callbacks } = await suite.db.query(`select payload from mobile_payment_callback where provider_reference = $1`, [providerReference]);
    expect(JSON.stringify(callbacks)).not.toContain('254712345678');

    const { rows: guests } = await suite.db.query(`select full_name, email, phone, pickup, notes from tour_guest where booking_id = $1`, [booking]);
    expect(guests).toEqual([{ full_name: 'Deleted account', email: null, phone: null, pickup: null, notes: '' }]);

    const { rows: ticketRows } = await suite.db.query(
      `select id, subject, message, email, name, category, status from support_ticket where id = any($1) order by subject`,
      [tickets.map((ticket) => ticket.id)],
    );
    expect(ticketRows).toHaveLength(2);
    for (const ticket of ticketRows)
      expect(ticket).toMatchObject({ subject: '[erased]', message: '[erased]', email: erased, name: 'Deleted account', status: 'open' });
    const { rows: replies } = await suite.db.query(`select from_staff, author_name, message from support_reply where ticket_id = $1 order by id`, [
      tickets[0].id,
    ]);
    expect(replies).toEqual([
      { from_staff: false, author_name: 'Deleted account', message: '[erased]' },
      { from_staff: true, author_name: 'Sam', message: '[erased]' },
    ]);

    // Queued mail and texts to them are cancelled, never sent; what was sent keeps its status without the person in it.
    const { rows: mails } = await suite.db.query(`select id, status, recipient, subject, text, html from email_outbox where id = any($1)`, [
      [queuedMail, sentMail, othersMail],
    ]);
    const mailOf = (id: string) => mails.find((row) => row.id === id);
    expect(mailOf(queuedMail)).toMatchObject({ status: 'cancelled', recipient: erased, subject: '[erased]', text: '[erased]', html: '[erased]' });
    expect(mailOf(sentMail)).toMatchObject({ status: 'sent', recipient: erased, text: '[erased]' });
    expect(mailOf(othersMail)).toMatchObject({ status: 'pending', text: 'Hello Nia' });
    const { rows: texts } = await suite.db.query(`select id, status, recipient, text from sms_outbox where id = any($1)`, [
      [queuedText, textToPhone, othersText],
    ]);
    const textOf = (id: string) => texts.find((row) => row.id === id);
    expect(textOf(queuedText)).toMatchObject({ status: 'cancelled', recipient: '', text: '[erased]' });
    expect(textOf(textToPhone)).toMatchObject({ status: 'cancelled', recipient: '', text: '[erased]' });
    expect(textOf(othersText)).toMatchObject({ status: 'pending', recipient: '+250788555666' });
  });

  it('refuses while a mobile-money refund is still on its way to the traveller, whose number it is paid out to', async () => {
    const person = await createAccount(suite.db, Role.USER, 'owed-traveller');
    const booking = await bookingOf(person.id, person.email, 'cancelled', daysAhead(-6), daysAhead(-4));
    await suite.db.query(
      `insert into mobile_payment (id, booking_id, provider, provider_reference, msisdn, amount_minor, charge_amount, charge_currency, rate, rate_date,
         status, prompt_expires_at, refund_status, refund_minor)
       values (gen_random_uuid(), $1, 'mpesa', $2, '254712000111', 24000, 31000, 'KES', 129.1, current_date, 'paid', now(), 'manual', 24000)`,
      [booking, `ws_CO_${uniqueWord()}`],
    );
    expect((await data(suite.env, tokens.admin, DELETE, { id: person.id })).adminUserDelete.userErrors).toEqual([
      {
        code: 'CONFLICT',
        field: 'id',
        message: "This account is owed 1 mobile-money refund still on its way to the traveller's phone: pay it out first.",
      },
    ]);
    expect((await suite.db.query(`select msisdn from mobile_payment where booking_id = $1`, [booking])).rows[0].msisdn).toBe('254712000111');

    await suite.db.query(`update mobile_payment set refund_status = 'completed', refund_receipt = 'BYHAND1' where booking_id = $1`, [booking]);
    expect((await data(suite.env, tokens.admin, DELETE, { id: person.id })).adminUserDelete).toMatchObject({ keptBookings: 1, userErrors: [] });
    expect((await suite.db.query(`select msisdn from mobile_payment where booking_id = $1`, [booking])).rows[0].msisdn).toBe('');
  });

  it("refuses a partner's visible listings until they are hidden, then ends the partner's API keys", async () => {
    const partner = await createAccount(suite.db, Role.HOTEL_MANAGER, 'deleted-partner');
    const key = await createApiKey(suite.env, await signInOver(suite.env, partner.email));
    const input = {
      name: `Hotel ${uniqueWord()}`,
      countryCode: 'RW',
      cityId: await kigali(suite.db),
      ownerId: partner.id,
      price: 90,
      type: 'boutique',
      stars: 3,
    };
    const hotel = (await data(suite.env, tokens.admin, CREATE_LISTING, { kind: 'HOTELS', input })).adminListingCreate.listing;

    const refused = await data(suite.env, tokens.admin, DELETE, { id: partner.id });
    expect(refused.adminUserDelete).toEqual({
      deletedUserId: null,
      keptBookings: null,
      userErrors: [
        {
          code: 'CONFLICT',
          field: 'id',
          message: 'This account still owns 1 visible listing: the partner must hide it or hand it over to another partner first.',
        },
      ],
    });
    expect((await suite.db.query(`select email, deleted_at from app_user where id = $1`, [partner.id])).rows[0]).toEqual({
      email: partner.email,
      deleted_at: null,
    });
    expect((await graphqlWithKey(key.secret)).status).toBe(200);

    expect((await data(suite.env, tokens.admin, SET_STATUS, { kind: 'HOTELS', id: hotel.id, active: false })).adminListingStatusSet.userErrors).toEqual([]);
    expect((await data(suite.env, tokens.admin, DELETE, { id: partner.id })).adminUserDelete).toEqual({
      deletedUserId: partner.id,
      keptBookings: 0,
      userErrors: [],
    });
    expect((await graphqlWithKey(key.secret)).status).toBe(401);
    expect(await count(`partner_api_key where owner_id = $1 and revoked_at is null`, [partner.id])).toBe(0);
    // The hidden listing stays, with its bookings' history, for an admin to hand over.
    expect(await count(`hotel where id = $1 and owner_id = $2`, [hotel.id, partner.id])).toBe(1);
  });

  it('refuses a traveller with confirmed bookings to come until they are cancelled', async () => {
    const person = await createAccount(suite.db, Role.USER, 'upcoming-traveller');
    const upcoming = await bookingOf(person.id, person.email, 'confirmed', daysAhead(20), daysAhead(22));
    const refused = await data(suite.env, tokens.admin, DELETE, { id: person.id });
    expect(refused.adminUserDelete.userErrors).toEqual([
      { code: 'HAS_UPCOMING_BOOKINGS', field: 'id', message: 'This account has 1 confirmed booking still to come as a traveller: cancel it first.' },
    ]);
    expect((await suite.db.query(`select contact_name from booking where id = $1`, [upcoming])).rows[0].contact_name).toBe('Nia Traveller');
    expect((await signIn(person.email)).data!.sessionCreate.userErrors).toEqual([]);

    await suite.db.query(`update booking set status = 'cancelled' where id = $1`, [upcoming]);
    expect((await data(suite.env, tokens.admin, DELETE, { id: person.id })).adminUserDelete).toMatchObject({ keptBookings: 1, userErrors: [] });
  });

  it("refuses a sub-admin (audited as denied), travellers, partners and guests, the admin's own account and another admin's", async () => {
    const person = await createAccount(suite.db, Role.USER, 'kept-traveller');
    const bySubadmin = await gql(suite.env, tokens.subadmin, DELETE, { id: person.id });
    expect(bySubadmin.errors?.[0]).toMatchObject({ message: 'Only an admin can delete an account.', extensions: { code: 'FORBIDDEN' } });
    expect((await auditOf(suite.db, 'user', person.id))[0]).toMatchObject({ action: 'user.delete', outcome: 'denied', actor_role: 'subadmin' });
    for (const caller of ['traveller', 'hotelManager', 'guest'] as const) {
      const code = (await gql(suite.env, tokens[caller], DELETE, { id: person.id })).errors?.[0]?.extensions?.code;
      expect(code, caller).toBe(caller === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    expect((await suite.db.query(`select deleted_at from app_user where id = $1`, [person.id])).rows[0].deleted_at).toBeNull();
    expect((await signIn(person.email)).data!.sessionCreate.userErrors).toEqual([]);

    const adminId = (await suite.db.query(`select id from app_user where email = 'admin@example.com'`)).rows[0].id;
    const self = await gql(suite.env, tokens.admin, DELETE, { id: adminId });
    expect(self.errors?.[0]).toMatchObject({ message: 'Nobody can delete their own account.', extensions: { code: 'FORBIDDEN' } });
    const otherAdmin = await createAccount(suite.db, Role.ADMIN, 'other-admin');
    const byAdmin = await gql(suite.env, tokens.admin, DELETE, { id: otherAdmin.id });
    expect(byAdmin.errors?.[0]).toMatchObject({ message: "An admin's account cannot be deleted: change its role first.", extensions: { code: 'FORBIDDEN' } });
  });
});
