// `npm run bench:ai`: the AI figures of the issue, without a model. 200 generated trip requests across countries,
// budgets, group sizes, lengths and preferences: packages within budget when one exists, preference match, the
// finder's latency, and the planner beside a greedy baseline (cheapest first). Then the help chat's 30-question
// set: the share answered with the right passage first. Runs on its own fresh, seeded database (embedded
// PostgreSQL, or a new database on DATABASE_URL's server). Prints the figures; nothing here is asserted.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../../../server/src/boot.js';
import { loadConfig } from '../../../server/src/config.js';
import type { ApiContext } from '../../../server/src/http/api-context.js';
import { dropDatabase, ensureDatabase, withDatabase } from '../../../server/src/db/database-url.js';
import { startEmbeddedPostgres } from '../../../server/src/db/embedded-postgres.js';
import type { Services } from '../../../server/src/services.js';
import type { Orm } from '../../../server/src/db/orm.js';
import { loadCandidates } from '../../../server/src/modules/ai/trip-finder/candidates.js';
import { cheapestPlan, greedyPlan, type Plan, planTrip } from '../../../server/src/modules/ai/trip-finder/planner.js';
import { PREFERENCES } from '../../../server/src/modules/ai/trip-finder/preferences.js';
import { readTripRequest } from '../../../server/src/modules/ai/trip-finder/trip-request.js';
import { helpQuestions } from '../../support/help-questions.js';

const REQUESTS = 200;
const BUDGETS = [150, 300, 600, 1000, 1500, 2500, 4000, 8000];

/** A small seeded generator: the same 200 requests every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    next,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;
const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Each request comes from an address of its own: the bench times the planner, not the per-address AI limit. */
let requestsMade = 0;

function contextFor(orm: Orm, services: Services): ApiContext {
  requestsMade += 1;
  return {
    em: orm.em.fork(),
    viewer: null,
    services,
    config: services.config,
    requestId: 'bench-ai',
    ip: `10.0.${requestsMade >> 8}.${requestsMade & 255}`,
    devConveniences: false,
    userAgent: null,
    language: 'en',
    sessionTransport: { accessToken: () => undefined, refreshToken: () => undefined, issue() {}, clear() {} },
  };
}

async function measure(orm: Orm, services: Services) {
  const random = seeded(20261124);
  const countries = services.countries.list();
  const requests = Array.from({ length: REQUESTS }, () => {
    const start = random.int(10, 150);
    return {
      country: random.pick(countries).code,
      date: daysAhead(start),
      endDate: daysAhead(start + random.int(1, 10)),
      journeyers: random.int(1, 6),
      budget: random.pick(BUDGETS),
      preferences: [...new Set(Array.from({ length: random.int(0, 3) }, () => random.pick(PREFERENCES)))],
    };
  });

  // Warm-up: the first calls pay for connections and compilation.
  for (const input of requests.slice(0, 5)) await services.tripFinder.find(contextFor(orm, services), input);

  const latencies: number[] = [];
  let fitting = 0;
  let fittingWithin = 0;
  let noneSaidSo = 0;
  const planner: { match: number[]; use: number[] } = { match: [], use: [] };
  const greedy: { match: number[]; use: number[]; none: number } = { match: [], use: [], none: 0 };
  for (const input of requests) {
    const started = performance.now();
    const found = await services.tripFinder.find(contextFor(orm, services), input);
    latencies.push(performance.now() - started);

    const trip = readTripRequest(services.countries, input);
    const candidates = await loadCandidates(contextFor(orm, services).em, trip);
    const least = cheapestPlan(trip, candidates);
    // A package exists when the cheapest available stay and the transfers fit the budget.
    if (!least || least.totalMinor > trip.budgetMinor) {
      if (!found.package.withinBudget) noneSaidSo++;
      continue;
    }
    fitting++;
    if (found.package.withinBudget && found.package.totalMinor <= trip.budgetMinor) fittingWithin++;
    const best: Plan | undefined = planTrip(trip, candidates)[0];
    const baseline = greedyPlan(trip, candidates);
    if (best) {
      planner.use.push(best.totalMinor / trip.budgetMinor);
      if (trip.preferences.length) planner.match.push(best.preferenceMatch);
    }
    if (!baseline) greedy.none++;
    else {
      greedy.use.push(baseline.totalMinor / trip.budgetMinor);
      if (trip.preferences.length) greedy.match.push(baseline.preferenceMatch);
    }
  }

  console.log(
    `\nTrip finder, ${REQUESTS} generated requests (${countries.length} countries, budgets ${BUDGETS.join('/')} USD, 1-6 journeyers, 1-10 days, 0-3 preferences), no model`,
  );
  console.log(`  Requests for which a package exists:            ${fitting}`);
  console.log(`  ... answered with a package within budget:      ${fittingWithin} (${percent(fittingWithin / fitting)}; goal 100%)`);
  console.log(`  Requests where none exists:                     ${REQUESTS - fitting}, answered 'no package fits' ${noneSaidSo}`);
  console.log(
    `  Finder latency (candidates + plan), p50 / p95:  ${percentile(latencies, 0.5).toFixed(1)} ms / ${percentile(latencies, 0.95).toFixed(1)} ms (goal p95 < 150 ms)`,
  );
  console.log('\n  Planner vs greedy baseline (cheapest first), same requests where a package exists:');
  console.log('                          mean preference match   mean budget use');
  console.log(`    planner               ${percent(mean(planner.match)).padStart(21)}   ${percent(mean(planner.use)).padStart(15)}`);
  console.log(`    greedy                ${percent(mean(greedy.match)).padStart(21)}   ${percent(mean(greedy.use)).padStart(15)}`);
  console.log(`    (preference match over the ${planner.match.length} requests with preferences)`);

  let right = 0;
  const misses: string[] = [];
  const helpLatencies: number[] = [];
  for (const { question, passage } of helpQuestions) {
    const started = performance.now();
    const answer = await services.helpChat.answer(contextFor(orm, services), { messages: [{ role: 'user', content: question }] });
    helpLatencies.push(performance.now() - started);
    if (answer.passages[0]?.key === passage) right++;
    else misses.push(`    "${question}": ${answer.passages[0]?.key ?? 'nothing'} first, expected ${passage}`);
  }
  console.log(`\nHelp chat, ${helpQuestions.length} questions from the FAQ and the cancellation policy, no model`);
  console.log(
    `  Right passage first:                            ${right}/${helpQuestions.length} (${percent(right / helpQuestions.length)}; goal at least 90%)`,
  );
  console.log(
    `  Retrieval latency p50 / p95:                    ${percentile(helpLatencies, 0.5).toFixed(1)} ms / ${percentile(helpLatencies, 0.95).toFixed(1)} ms`,
  );
  if (misses.length) console.log(`  Misses:\n${misses.join('\n')}`);
}

async function main() {
  let databaseUrl: string;
  let cleanUp: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    databaseUrl = withDatabase(process.env.DATABASE_URL, `bench_ai_${Date.now()}`);
    cleanUp = () => dropDatabase(databaseUrl);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bench-ai-'));
    const embedded = await startEmbeddedPostgres(dir, 'bench_ai', console.error);
    databaseUrl = embedded.url;
    cleanUp = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await ensureDatabase(databaseUrl);
    process.stdout.write('Starting on a fresh seeded database ... ');
    const started = Date.now();
    const app = await startApp(
      loadConfig({
        SKIP_ENV_FILE: '1',
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'silent',
        SEED: 'auto',
        AI_BASE_URL: '',
      }),
    );
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      await measure(app.orm, app.services);
    } finally {
      await app.close();
    }
  } finally {
    await cleanUp();
  }
}

await main();
