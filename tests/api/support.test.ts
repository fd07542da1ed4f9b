// Support tickets over GraphQL: guests and travellers open them (a booking only their own), travellers follow
// and answer their own tickets only, staff answer (the traveller is e-mailed through the outbox) and change the
// status, each staff change audited; other roles are refused.
import { describe, expect, it } from 'vitest';
import { freshEmail } from '../support/accounts.js';
import { apiSuite } from '../support/api-suite.js';
import { aStay, bearer } from './after-booking-support.js';
import { signIn } from './bookings-support.js';

const suite = apiSuite();

const TICKET = 'id subject category status message name email bookingReference hasAccount replies { message fromStaff authorName }';
const CREATE = `mutation SupportTicketCreate($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { ticket { ${TICKET} } userErrors { code field message } } }`;
const REPLY = `mutation SupportTicketReply($input: SupportTicketReplyInput!) { supportTicketReply(input: $input) { ticket { ${TICKET} } userErrors { code field message } } }`;
const ANSWER = `mutation SupportTicketAnswer($input: SupportTicketReplyInput!) { supportTicketAnswer(input: $input) { ticket { ${TICKET} } userErrors { code field message } } }`;
const STATUS = `mutation SupportTicketStatusSet($input: SupportTicketStatusInput!) { supportTicketStatusSet(input: $input) { ticket { id status } userErrors { code field message } } }`;
const MINE = `query MySupportTickets { mySupportTickets { ${TICKET} } }`;
const ONE = `query SupportTicket($id: ID!) { supportTicket(id: $id) { ${TICKET} } }`;
const LIST = `query SupportTickets($filter: SupportTicketFilter, $page: PageInput) { supportTickets(filter: $filter, page: $page) { totalCount nodes { id subject status } pageInfo { page totalPages } } }`;

const question = (extra: Record<string, unknown> = {}) => ({
  subject: 'Airport pickup time',
  category: 'BOOKING',
  message: 'When does the driver meet us at Kigali airport?',
  ...extra,
});

async function run(document: string, variables: Record<string, unknown>, token?: string) {
  return suite.env.graphql(document, variables, token ? bearer(token) : {});
}

async function open(input: Record<string, unknown>, token?: string) {
  const result = await run(CREATE, { input }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.supportTicketCreate as { ticket: Record<string, any> | null; userErrors: Array<{ code: string; field: string }> };
}

describe('opening a support ticket', () => {
  it('lets a guest open one with an e-mail and a name, and keeps nothing on bad input', async () => {
    const email = freshEmail('guest-help');
    const { ticket, userErrors } = await open(question({ email, name: 'Amina Guest' }));
    expect(userErrors).toEqual([]);
    expect(ticket).toMatchObject({ status: 'OPEN', email, name: 'Amina Guest', hasAccount: false, bookingReference: null, replies: [] });

    const refusals: Array<[Record<string, unknown>, string]> = [
      [question({ name: 'No Mail' }), 'email'],
      [question({ email: 'not-an-email', name: 'Bad Mail' }), 'email'],
      [question({ email, name: 'Short', message: 'help' }), 'message'],
      [question({ email, name: 'Long', subject: 'x'.repeat(161) }), 'subject'],
      [question({ email }), 'name'],
    ];
    for (const [input, field] of refusals) {
      const refused = await open(input);
      expect(refused.ticket, field).toBeNull();
      expect(refused.userErrors[0], field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const { rows } = await suite.db.query(`select count(*)::int as n from support_ticket where email = $1`, [email]);
    expect(rows[0].n).toBe(1);

    const wrongType = await run(CREATE, { input: { ...question(), category: 'SPAM' } });
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("lets a traveller open one about their own booking only; a guest's reference must match its e-mail", async () => {
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const stay = await aStay(suite.env, suite.db, traveller, 263);
    const { ticket } = await open(question({ bookingReference: stay.reference.toLowerCase() }), traveller);
    expect(ticket).toMatchObject({ bookingReference: stay.reference, email: 'traveller@example.com', name: 'Amani Mugisha', hasAccount: true });

    const stranger = await signIn(suite.env, 'tours@example.com');
    const theirs = await open(question({ bookingReference: stay.reference }), stranger);
    expect(theirs.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'bookingReference' });
    const asGuest = await open(question({ bookingReference: stay.reference, email: 'traveller@example.com', name: 'Pretender' }));
    expect(asGuest.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'bookingReference' });
  });
});

describe('the traveller side', () => {
  it('lists only the viewer’s tickets; another traveller’s id reads as nothing and cannot be answered', async () => {
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const other = await signIn(suite.env, 'restaurants@example.com');
    const { ticket } = await open(question({ subject: `Mine ${Date.now()}` }), traveller);
    const mine = (await run(MINE, {}, traveller)).data!.mySupportTickets as Array<{ id: string }>;
    expect(mine.map((t) => t.id)).toContain(ticket!.id);
    const theirs = (await run(MINE, {}, other)).data!.mySupportTickets as Array<{ id: string }>;
    expect(theirs.map((t) => t.id)).not.toContain(ticket!.id);

    expect((await run(ONE, { id: ticket!.id }, other)).data!.supportTicket).toBeNull();
    expect((await run(ONE, { id: 'not-a-uuid' }, traveller)).data!.supportTicket).toBeNull();
    const intrusion = (await run(REPLY, { input: { ticketId: ticket!.id, message: 'Let me in, please.' } }, other)).data!.supportTicketReply;
    expect(intrusion.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'ticketId' });
    const { rows } = await suite.db.query(`select count(*)::int as n from support_reply where ticket_id = $1`, [ticket!.id]);
    expect(rows[0].n).toBe(0);

    const signedOut = await run(MINE, {});
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the staff side', () => {
  it('answers: the reply shows in the profile, the traveller is e-mailed through the outbox, the change is audited', async () => {
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const admin = await signIn(suite.env, 'admin@example.com');
    const subject = `Refund question ${Date.now()}`;
    const { ticket } = await open(question({ subject, category: 'CANCELLATION' }), traveller);

    const answered = (await run(ANSWER, { input: { ticketId: ticket!.id, message: 'Your refund was sent today.' } }, admin)).data!.supportTicketAnswer;
    expect(answered.userErrors).toEqual([]);
    expect(answered.ticket).toMatchObject({ status: 'PENDING', replies: [{ message: 'Your refund was sent today.', fromStaff: true, authorName: 'Grace' }] });

    const seen = (await run(ONE, { id: ticket!.id }, traveller)).data!.supportTicket;
    expect(seen.replies).toEqual([{ message: 'Your refund was sent today.', fromStaff: true, authorName: 'Grace' }]);
    const followUp = (await run(REPLY, { input: { ticketId: ticket!.id, message: 'Thank you, received it.' } }, traveller)).data!.supportTicketReply;
    expect(followUp.ticket).toMatchObject({ status: 'OPEN' });
    expect(followUp.ticket.replies.map((r: { fromStaff: boolean }) => r.fromStaff)).toEqual([true, false]);

    const { rows: mails } = await suite.db.query(
      `select template, subject, text from email_outbox where recipient = 'traveller@example.com' and subject = $1`,
      [`Re: ${subject}`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].template).toBe('support-answer');
    expect(mails[0].text).toContain('> Your refund was sent today.');
    expect(mails[0].text).toContain(`/profile/support/${ticket!.id}`);

    const { rows: audit } = await suite.db.query(
      `select action, actor_role, before, after from audit_entry where subject_type = 'support_ticket' and subject_id = $1`,
      [ticket!.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'support_ticket.reply',
        actor_role: 'admin',
        before: expect.objectContaining({ status: 'open' }),
        after: expect.objectContaining({ status: 'pending' }),
      }),
    ]);
  });

  it('e-mails a guest in the language the ticket was opened in', async () => {
    const subadmin = await signIn(suite.env, 'subadmin@example.com');
    const email = freshEmail('guest-fr');
    const created = await suite.env.graphql(CREATE, { input: question({ email, name: 'Awa' }) }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const id = created.data!.supportTicketCreate.ticket.id as string;
    const answered = (await run(ANSWER, { input: { ticketId: id, message: 'Le chauffeur vous attend à 9 h.' } }, subadmin)).data!.supportTicketAnswer;
    expect(answered.userErrors).toEqual([]);
    const { rows } = await suite.db.query(`select language, subject, text from email_outbox where recipient = $1`, [email]);
    expect(rows).toEqual([expect.objectContaining({ language: 'fr', subject: 'Re : Airport pickup time' })]);
    expect(rows[0].text).toContain('/contact');
  });

  it('lists by status and search, changes the status with an audit entry, and refuses bad input', async () => {
    const admin = await signIn(suite.env, 'admin@example.com');
    const marker = `zebra${Date.now()}`;
    const first = (await open(question({ subject: `Lost luggage ${marker}`, email: freshEmail('list'), name: 'Kofi' }))).ticket!;
    await open(question({ subject: `Lost passport ${marker}`, email: freshEmail('list'), name: 'Kofi' }));

    const changed = (await run(STATUS, { input: { ticketId: first.id, status: 'RESOLVED' } }, admin)).data!.supportTicketStatusSet;
    expect(changed).toMatchObject({ ticket: { id: first.id, status: 'RESOLVED' }, userErrors: [] });
    const { rows: audit } = await suite.db.query(
      `select action, before->>'status' as before, after->>'status' as after from audit_entry where subject_id = $1`,
      [first.id],
    );
    expect(audit).toEqual([{ action: 'support_ticket.status_change', before: 'open', after: 'resolved' }]);

    const all = (await run(LIST, { filter: { q: marker } }, admin)).data!.supportTickets;
    expect(all.totalCount).toBe(2);
    const resolved = (await run(LIST, { filter: { q: marker, status: 'RESOLVED' }, page: { page: 1, size: 10 } }, admin)).data!.supportTickets;
    expect(resolved).toMatchObject({ totalCount: 1, nodes: [{ id: first.id, status: 'RESOLVED' }], pageInfo: { page: 1, totalPages: 1 } });

    const tooShort = await run(LIST, { filter: { q: 'ab' } }, admin);
    expect(tooShort.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'q' });
    const missing = (await run(STATUS, { input: { ticketId: '00000000-0000-4000-8000-000000000000', status: 'CLOSED' } }, admin)).data!.supportTicketStatusSet;
    expect(missing.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'ticketId' });
    const empty = (await run(ANSWER, { input: { ticketId: first.id, message: '  ' } }, admin)).data!.supportTicketAnswer;
    expect(empty.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
  });

  it('refuses travellers, partners and guests on every staff operation', async () => {
    const { ticket } = await open(question({ email: freshEmail('denied'), name: 'Zawadi' }));
    for (const account of ['traveller@example.com', 'hotels@example.com', null]) {
      const token = account ? await signIn(suite.env, account) : undefined;
      const expected = account ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      for (const [document, variables] of [
        [LIST, {}],
        [ANSWER, { input: { ticketId: ticket!.id, message: 'Pretending to be staff.' } }],
        [STATUS, { input: { ticketId: ticket!.id, status: 'CLOSED' } }],
      ] as const) {
        const result = await run(document, variables, token);
        expect(result.errors?.[0]?.extensions?.code, `${account} ${document.slice(0, 30)}`).toBe(expected);
      }
      if (token) expect((await run(ONE, { id: ticket!.id }, token)).data!.supportTicket).toBeNull();
    }
    const { rows } = await suite.db.query(
      `select status, (select count(*)::int from support_reply where ticket_id = $1) as replies from support_ticket where id = $1`,
      [ticket!.id],
    );
    expect(rows[0]).toEqual({ status: 'open', replies: 0 });
  });

  it('limits how many tickets one address opens', async () => {
    const attempts = [];
    for (let i = 0; i < 11; i++) attempts.push(await open(question({ email: freshEmail('flood'), name: 'Flood' })));
    expect(attempts.at(-1)!.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
