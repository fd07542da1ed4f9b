// Spec §7 /admin/support/tickets paths: the list (status, q), one ticket with its conversation, a staff reply and
// a status change; 401 without a session, 403 for any other role, 400 naming the field for bad input.
import { describe, expect, it } from 'vitest';
import { freshEmail } from '../support/accounts.js';
import { apiSuite } from '../support/api-suite.js';
import { signIn } from '../api/bookings-support.js';

const suite = apiSuite();

const call = (method: string, path: string, token?: string, body?: unknown) =>
  suite.env.request(path, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

async function guestTicket(subject: string): Promise<string> {
  const result = await suite.env.graphql(
    `mutation SupportTicketCreate($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { ticket { id } userErrors { message } } }`,
    { input: { subject, category: 'PAYMENT', message: 'I was charged twice for one stay.', email: freshEmail('rest'), name: 'Thabo' } },
  );
  return result.data!.supportTicketCreate.ticket.id;
}

describe('/admin/support/tickets', () => {
  it('lists by status and q, shows one ticket, answers it and changes its status', async () => {
    const admin = await signIn(suite.env, 'admin@example.com');
    const marker = `okapi${Date.now()}`;
    const id = await guestTicket(`Charged twice ${marker}`);

    const list = await call('GET', `/admin/support/tickets?status=open&q=${marker}`, admin);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(await list.json()).toEqual([expect.objectContaining({ id, status: 'open', category: 'payment', has_account: false, booking_reference: null })]);

    const replied = await call('POST', `/api/admin/support/tickets/${id}/replies`, admin, { message: 'We refunded the second charge.' });
    expect(replied.status).toBe(201);
    expect(await replied.json()).toMatchObject({
      id,
      status: 'pending',
      replies: [{ message: 'We refunded the second charge.', from_staff: true, author_name: 'Grace' }],
    });

    const closed = await call('PUT', `/admin/support/tickets/${id}/status`, admin, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ id, status: 'closed' });

    const read = await call('GET', `/admin/support/tickets/${id}`, admin);
    expect(await read.json()).toMatchObject({ id, status: 'closed', subject: `Charged twice ${marker}`, replies: [{ from_staff: true }] });
    const { rows } = await suite.db.query(`select action from audit_entry where subject_id = $1 order by id`, [id]);
    expect(rows.map((row) => row.action)).toEqual(['support_ticket.reply', 'support_ticket.status_change']);
  });

  it('answers 400 naming the field, and 404 for an unknown ticket', async () => {
    const subadmin = await signIn(suite.env, 'subadmin@example.com');
    const id = await guestTicket('Bad input check');
    const cases: Array<[string, string, unknown, string]> = [
      ['PUT', `/admin/support/tickets/${id}/status`, { status: 'archived' }, 'status'],
      ['PUT', `/admin/support/tickets/${id}/status`, {}, 'status'],
      ['POST', `/admin/support/tickets/${id}/replies`, { message: 42 }, 'message'],
      ['POST', `/admin/support/tickets/${id}/replies`, { message: 'short' }, 'message'],
      ['GET', '/admin/support/tickets?status=lost', undefined, 'status'],
      ['GET', '/admin/support/tickets?page=0', undefined, 'page'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await call(method, path, subadmin, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toMatchObject({ field });
    }
    expect((await call('GET', '/admin/support/tickets/00000000-0000-4000-8000-000000000000', subadmin)).status).toBe(404);
    expect((await call('GET', '/admin/support/tickets/nope', subadmin)).status).toBe(404);
    const { rows } = await suite.db.query(
      `select status, (select count(*)::int from support_reply where ticket_id = $1) as replies from support_ticket where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'open', replies: 0 });
  });

  it('answers 401 without a session and 403 to travellers and partners, changing nothing', async () => {
    const id = await guestTicket('Who may answer');
    const requests: Array<[string, string, unknown?]> = [
      ['GET', '/admin/support/tickets'],
      ['GET', `/admin/support/tickets/${id}`],
      ['POST', `/admin/support/tickets/${id}/replies`, { message: 'Pretending to be staff.' }],
      ['PUT', `/admin/support/tickets/${id}/status`, { status: 'closed' }],
    ];
    for (const [method, path, body] of requests) expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    for (const account of ['traveller@example.com', 'tours@example.com']) {
      const token = await signIn(suite.env, account);
      for (const [method, path, body] of requests) expect((await call(method, path, token, body)).status, `${account} ${method} ${path}`).toBe(403);
    }
    const { rows } = await suite.db.query(`select status from support_ticket where id = $1`, [id]);
    expect(rows[0].status).toBe('open');
  });
});
