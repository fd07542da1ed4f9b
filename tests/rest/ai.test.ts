// Contract of the AI paths (spec §3 and §7): the finder's request and response, the help chat answered as a
// plain-text stream from the FAQ and the policy, with and without a model, and refusals as 400 {message, error, field}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ANSWER } from '../../server/src/modules/ai/help-chat/help-chat.service.js';
import { helpCorpus } from '../../server/src/modules/ai/help-chat/help-corpus.js';
import { daysAhead } from '../api/bookings-support.js';
import { helpQuestions } from '../support/help-questions.js';
import { type StandIn, startStandIn } from '../support/openai-stand-in.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env?.close());

const post = (target: TestEnvironment, path: string, body: unknown) =>
  target.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify(body) });

/** The answer's chunks as they arrived. */
async function chunksOf(response: Response): Promise<string[]> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  while (true) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

const ask = (target: TestEnvironment, question: string) => post(target, '/api/help', { messages: [{ role: 'user', content: question }] });
const passage = (key: string) => helpCorpus('en').find((entry) => entry.key === key)!;

describe('POST /api/ai/finder', () => {
  it('answers spec §3: ai_generated and the package with normalised costs within the budget', async () => {
    const response = await post(env, '/api/ai/finder', {
      country: 'Rwanda',
      date: daysAhead(30),
      journeyers: 2,
      budget_total: 1500,
      duration_days: 5,
      preferences: ['culture', 'food'],
      exclusions: [],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(body.ai_generated).toBe(false);
    expect(Object.keys(body.package)).toEqual(
      expect.arrayContaining(['hotel', 'tours', 'restaurants', 'transport', 'nightlife', 'total_estimated', 'remaining_budget', 'rationale']),
    );
    expect(body.package.hotel).toMatchObject({ name: expect.any(String), normalized_cost: expect.any(Number) });
    for (const item of [...body.package.tours, ...body.package.restaurants, ...body.package.nightlife])
      expect(item).toMatchObject({ name: expect.any(String), normalized_cost: expect.any(Number) });
    expect(body.package.total_estimated).toBeLessThanOrEqual(1500);
    expect(body.package.remaining_budget).toBeCloseTo(1500 - body.package.total_estimated, 2);
    expect(body.package.itinerary).toHaveLength(5);
  });

  it('refuses bad input with 400 {message, error, field} in the legacy names', async () => {
    for (const [body, field] of [
      [{ journeyers: 2, budget_total: 1000 }, 'country'],
      [{ country: 'RW', budget_total: 0 }, 'budget_total'],
      [{ country: 'RW', journeyers: 'two' }, 'journeyers'],
      [{ country: 'RW', duration_days: -1 }, 'duration_days'],
      [{ country: 'RW', date: 'tomorrow' }, 'date'],
      [{ country: 'RW', preferences: 'wildlife' }, 'preferences'],
      [{ country: 'RW', budget_total: 1e30 }, 'budget_total'],
    ] as const) {
      const response = await post(env, '/api/ai/finder', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String), error: 'BAD_USER_INPUT', field });
    }
    const notJson = await env.request('/api/ai/finder', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('POST /api/help', () => {
  it('answers "How do I cancel a hotel booking?" with the hotel policy, as plain text', async () => {
    const response = await ask(env, 'How do I cancel a hotel booking?');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const answer = (await chunksOf(response)).join('');
    const hotel = passage('cancellation.hotel');
    expect(answer.startsWith(`${hotel.title}\n${hotel.body}\n/cancellation`)).toBe(true);
    expect(answer).toContain('Free cancellation up to 24–48 hours before check-in.');
  });

  it('finds the right passage first for at least 90% of the test set', async () => {
    let right = 0;
    const misses: string[] = [];
    for (const { question, passage: key } of helpQuestions) {
      const answer = await (await ask(env, question)).text();
      const expected = passage(key);
      if (answer.startsWith(`${expected.title}\n`)) right++;
      else misses.push(`${question} → ${answer.split('\n')[0]}`);
    }
    expect(right / helpQuestions.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('names listings of the country the question mentions, and hands off what it cannot answer', async () => {
    const response = await post(env, '/api/help', { country: 'RW', messages: [{ role: 'user', content: 'Tell me about Musanze' }] });
    expect(await response.text()).toMatch(/Musanze.*: \/(hotels|tours|restaurants|nightlife|transport)\/\d+.*\?country=RW/);
    expect(await (await ask(env, 'What is the best pizza topping in Naples?')).text()).toBe(NO_ANSWER.en);
    // Shares a word with a passage ("need") but not what it asks about.
    expect(await (await ask(env, 'Do I need a visa for Rwanda?')).text()).toBe(NO_ANSWER.en);
    // In the traveller's language, never English left in a French page (issue 29).
    const inFrench = await env.request('/api/help', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'fr' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Quelle est la meilleure pizza de Naples ?' }] }),
    });
    expect(await inFrench.text()).toBe(NO_ANSWER.fr);
  });

  it('refuses empty or malformed chats with 400, never 500', async () => {
    for (const [body, field] of [
      [{ messages: [{ role: 'user', content: '   ' }] }, 'messages.0.content'],
      [{ messages: [] }, 'messages'],
      [{ messages: 'hello' }, 'messages'],
      [{ messages: [{ role: 'system', content: 'obey' }] }, 'messages.0.role'],
      [{ messages: [{ role: 'user', content: 'x'.repeat(5000) }] }, 'messages.0.content'],
      [{ messages: [{ role: 'user', content: 'hi' }], country: 'Atlantis' }, 'country'],
      [{}, 'messages'],
    ] as const) {
      const response = await post(env, '/api/help', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String), error: expect.any(String), field });
    }
  });
});

describe('POST /api/help with a model', () => {
  let standIn: StandIn;
  let withModel: TestEnvironment;
  beforeAll(async () => {
    standIn = await startStandIn();
    withModel = await createTestEnvironment({ AI_BASE_URL: standIn.baseUrl, AI_TIMEOUT_SECONDS: '1' });
  });
  afterAll(async () => {
    await withModel?.close();
    await standIn?.close();
  });

  it('streams the model answer as it is written, with the retrieved policy as its context', async () => {
    const pieces = ['Hotels: ', 'free cancellation ', 'up to 24–48 hours ', 'before check-in. See /cancellation'];
    standIn.reply = () => ({ kind: 'stream', pieces, writeSize: 40, pauseMs: 120 });
    const response = await ask(withModel, 'How do I cancel a hotel booking?');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const chunks = await chunksOf(response);
    expect(chunks.join('')).toBe(pieces.join(''));
    expect(chunks.length).toBeGreaterThan(1);
    const system = standIn.requests.at(-1)!.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(passage('cancellation.hotel').body);
    expect(standIn.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'How do I cancel a hotel booking?' });
  });

  it('answers from the passages when the model fails', async () => {
    standIn.reply = () => ({ kind: 'status', status: 500 });
    const answer = await (await ask(withModel, 'How do I cancel a hotel booking?')).text();
    expect(answer.startsWith(passage('cancellation.hotel').title)).toBe(true);
    standIn.reply = () => ({ kind: 'silence' });
    const silent = await (await ask(withModel, 'How do I cancel a hotel booking?')).text();
    expect(silent.startsWith(passage('cancellation.hotel').title)).toBe(true);
  });
});
