// The AI paths cost far more than a page: one address gets a fixed number of trip plans and help answers a
// minute, then 429 with Retry-After in the legacy error shape. Input that cannot be read is refused and not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiLimits } from '../../server/src/modules/ai/ai-limits.js';
import { daysAhead } from '../api/bookings-support.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env?.close());

const post = (path: string, body: unknown) =>
  env.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify(body) });

const trip = { country: 'RW', date: daysAhead(40), journeyers: 2, budget_total: 800, duration_days: 2 };

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringMatching(/try again/) });
}

describe('AI request limits per address', () => {
  it('plans a fixed number of trips a minute, not counting unreadable requests, then answers 429 on both edges', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/ai/finder', { ...trip, journeyers: 'two' })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < aiLimits.tripPlans.points; i++) statuses.push((await post('/api/ai/finder', trip)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expectLimited(await post('/api/ai/finder', trip));
    const overGraphql = await env.graphql(`query Plan($input: TripPackageInput!) { tripPackage(input: $input) { aiGenerated } }`, {
      input: { country: 'RW', date: trip.date, journeyers: 2, budget: 800, durationDays: 2 },
    });
    expect(overGraphql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('answers a fixed number of help questions a minute, then 429 before any answer is streamed', async () => {
    expect((await post('/api/help', { messages: [{ role: 'user', content: '   ' }] })).status).toBe(400);
    for (let i = 0; i < aiLimits.helpQuestions.points; i++) {
      const response = await post('/api/help', { messages: [{ role: 'user', content: 'How do I cancel a hotel booking?' }] });
      expect(response.status).toBe(200);
      await response.text();
    }
    await expectLimited(await post('/api/help', { messages: [{ role: 'user', content: 'How do I cancel a hotel booking?' }] }));
  });
});
