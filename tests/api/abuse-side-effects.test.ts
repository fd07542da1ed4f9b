// Issue 25, item 6: a booking always comes with its confirmation. The API process is killed the moment the
// booking commits (before it could deliver anything); another process coming up delivers the traveller's
// confirmation and the partner's notice, each exactly once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../support/accounts.js';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { daysAhead, guest } from './bookings-support.js';

const CREATE = 'mutation BookingCreate($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference status } userErrors { code } } }';

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let db: pg.Client;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  // Its own database: the runner started below must work on this suite's jobs only.
  database = await isolatedDatabase('side_effects', { demoData: true });
  smtp = await startSmtpPeer();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  // The test's own marker of the commit: NOTIFY is delivered when the booking's transaction commits.
  await db.query(`create function test_booking_committed() returns trigger language plpgsql as $$
    begin perform pg_notify('test_booking_committed', new.reference); return null; end $$`);
  await db.query(
    `create trigger test_booking_committed after insert or update on booking for each row when (new.status = 'confirmed') execute function test_booking_committed()`,
  );
  await db.query('listen test_booking_committed');
}, 180_000);

afterAll(async () => {
  for (const api of processes) await api.stop('SIGKILL');
  await db?.end();
  await smtp?.close();
  await database?.drop();
});

describe('a crash between a booking commit and its mail', () => {
  it('loses no mail: the next process delivers the confirmation and the partner notice, once each', async () => {
    const settings = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
    const first = await startApiProcess({ ...settings, JOB_RUNNER: 'false' });
    processes.push(first);
    const { rows } = await db.query(
      `select t.id, t.restaurant_id, u.email as owner from restaurant_table t join restaurant r on r.id = t.restaurant_id join app_user u on u.id = r.owner_id
      where r.active and t.seats >= 2 order by t.id limit 1`,
    );
    const table = rows[0];
    const contact = guest('crash');
    const committed = new Promise<string>((resolve) => db.once('notification', (message) => resolve(message.payload!)));
    // Killed the moment the commit is seen: whatever was left for after the commit never runs.
    void committed.then(() => first.child.kill('SIGKILL'));
    const answer = fetch(`${first.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        query: CREATE,
        variables: {
          input: {
            idempotencyKey: randomUUID(),
            contact,
            restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date: daysAhead(90), time: '13:00', partySize: 2 },
          },
        },
      }),
    }).catch(() => null);
    const reference = await committed;
    await answer;
    await first.stop('SIGKILL');
    expect((await db.query('select status from booking where reference = $1', [reference])).rows).toEqual([{ status: 'confirmed' }]);

    const second = await startApiProcess({ ...settings, JOB_RUNNER: 'true' });
    processes.push(second);
    const [confirmation] = await smtp.mailsTo(contact.email);
    expect(confirmation!.text).toContain(reference);
    const notices = async () => (await smtp.mailsTo(table.owner)).filter((mail) => mail.text.includes(reference));
    await expect.poll(notices, { timeout: 10_000 }).toHaveLength(1);
    // Each mail is marked sent after its one delivery: nothing is left that could send it again.
    await expect
      .poll(async () => (await db.query(`select status, attempts from email_outbox where text like $1 order by recipient`, [`%${reference}%`])).rows, {
        timeout: 10_000,
      })
      .toEqual([
        { status: 'sent', attempts: 1 },
        { status: 'sent', attempts: 1 },
      ]);
    expect(smtp.delivered.filter((mail) => mail.text.includes(reference))).toHaveLength(2);
    // The queue's work is counted per task in the process's metrics.
    const metrics = await (await fetch(`${second.apiUrl}/metrics`)).text();
    expect(metrics).toMatch(/^jobs_run_total\{task="deliver-mail",outcome="completed"\} 2$/m);
  }, 120_000);
});
