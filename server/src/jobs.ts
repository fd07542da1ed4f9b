// Work done off the request path, on graphile-worker's PostgreSQL job queue: the delivery of every outbox mail, text
// message and partner webhook (its job is added by the transaction that writes it, so a crash after the commit loses nothing) with
// retries at a growing delay, and the scheduled passes. Every replica may run it: the queue hands each job, and each cron tick, to one.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCrontab, type Runner, type RunnerOptions, run, type Task, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Orm } from './db/orm.js';
import { houseKeep } from './housekeeping.js';
import { refreshRates } from './modules/currencies/rates-refresh.js';
import { inviteReviews } from './modules/reviews/review-invitations.js';
import { jobsRun } from './observability/metrics.js';
import type { Services } from './services.js';

/** Jobs worked at once by one process (mostly mail handed to the SMTP server). */
const CONCURRENCY = 4;

/**
 * Review invitations go out within 15 minutes of a stay ending; housekeeping passes every 5 minutes; pending mobile
 * money is asked about every minute; display rates are refreshed every hour, when a rates provider is configured.
 */
export const jobSchedule = (config: Pick<Services['config'], 'exchangeRates'>) => `
*/15 * * * * review-invitations
*/5 * * * * housekeeping
* * * * * reconcile-mobile-payments
${config.exchangeRates ? '7 * * * * refresh-exchange-rates' : ''}
`;

function tasks(orm: Orm, services: Services): Record<string, Task> {
  return {
    'deliver-mail': async (payload, helpers) => {
      const { id } = payload as { id: string };
      await services.email.deliver(orm.em.fork(), id, { attempt: helpers.job.attempts, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
    },
    'deliver-sms': async (payload, helpers) => {
      const { id } = payload as { id: string };
      await services.sms.deliver(orm.em.fork(), id, { attempt: helpers.job.attempts, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
    },
    'deliver-webhook': async (payload, helpers) => {
      const { id } = payload as { id: string };
      await services.webhooks.deliver(orm.em.fork(), id, { attempt: helpers.job.attempts, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
    },
    'review-invitations': async () => {
      await inviteReviews(orm.em.fork(), services.email, services.config);
    },
    // A refund decided by a cancellation, sent to the provider once that cancellation committed.
    'send-mobile-refund': async (payload) => {
      const { id } = payload as { id: string };
      await services.mobilePayments.refunds.send(orm.em.fork(), id);
    },
    // Prompts still pending, and refunds still without a result, a while after they were sent: a callback may be lost,
    // so the provider is asked.
    'reconcile-mobile-payments': async () => {
      await services.mobilePayments.reconcile(orm.em.fork());
      await services.mobilePayments.refunds.reconcile(orm.em.fork());
    },
    'refresh-exchange-rates': async () => {
      const settings = services.config.exchangeRates;
      if (settings) await refreshRates(orm.em.fork(), settings);
    },
    housekeeping: async () => {
      await houseKeep(orm.em.fork());
    },
    // The jobs a runner held when it shut down on its own, free for another (else they wait out a four-hour lock).
    'release-abandoned-jobs': async (payload, helpers) => {
      const { pools } = payload as { pools: string[] };
      await helpers.withPgClient((client) => client.query('select graphile_worker.force_unlock_workers($1::text[])', [pools]));
    },
  };
}

/** The waits before the queue is worked again after it stopped on a database outage, growing up to the last. */
const RESTART_AFTER_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Starts working the queue in this process; answers what stops it (jobs in hand are finished first). graphile-worker
 * shuts its runner down when the database goes away in the middle of a job (it cannot record the outcome): a new
 * runner is then started, at a growing interval, until the database is back. The API keeps answering meanwhile.
 */
export async function startJobs(orm: Orm, services: Services, databaseUrl: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  // The queue's connections are ours, not each runner's: graphile-worker ends a pool it made without waiting and drops
  // its error handler first, so a connection still closing when the database went away was an uncaught error. This
  // one keeps its handler for good and is ended, and awaited, once every runner has stopped.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY + 1 });
  const lost = (error: Error) => log.warn({ err: error }, 'job queue connection lost; a new one is opened when needed');
  // An idle connection's error reaches the pool; one in use by a job reaches only its client.
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const options = (events: WorkerEvents): RunnerOptions => ({
    pgPool: pool,
    concurrency: CONCURRENCY,
    taskList: tasks(orm, services),
    parsedCronItems: parseCrontab(jobSchedule(services.config)),
    noHandleSignals: true,
    // Batched, a job's outcome that cannot be recorded shuts the runner down (and it is started again below);
    // unbatched, graphile-worker leaves that failure as an unhandled rejection, which would end the process.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    events,
    // Failures are reported below, with the job; the queue's own lines are left out of the product's log.
    logger: new Logger(() => (level, message) => {
      if (level === 'error') log.error(message);
    }),
  });
  let stopping = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  const runners = new Set<Runner>();
  /** The runners that shut down on their own: the jobs they had locked are unlocked once a new runner works. */
  const abandoned = new Set<string>();

  const later = () => {
    if (stopping || retry) return;
    const wait = RESTART_AFTER_MS[Math.min(failures++, RESTART_AFTER_MS.length - 1)]!;
    retry = setTimeout(() => {
      retry = null;
      void begin().catch((error) => {
        log.warn({ err: error }, 'job queue unavailable; tried again soon');
        later();
      });
    }, wait).unref();
  };

  async function begin(): Promise<void> {
    const events: WorkerEvents = new EventEmitter();
    events.on('job:success', ({ job }) => {
      failures = 0;
      jobsRun.inc({ task: job.task_identifier, outcome: 'completed' });
    });
    events.on('job:error', ({ job, error }) => {
      const final = job.attempts >= job.max_attempts;
      jobsRun.inc({ task: job.task_identifier, outcome: final ? 'failed' : 'retried' });
      log.warn({ err: error, job: job.task_identifier, attempt: job.attempts }, final ? 'job failed for good' : 'job failed; tried again later');
    });
    // Shutting down on its own (not asked to): a new runner takes over, and the jobs the old one held are let go.
    events.on('pool:gracefulShutdown', ({ message, workerPool }) => {
      if (stopping) return;
      abandoned.add(workerPool.id);
      log.warn({ reason: message }, 'job queue stopped; working it again soon');
      later();
    });
    const runner = await run(options(events));
    runners.add(runner);
    if (abandoned.size) {
      const pools = [...abandoned];
      await runner.addJob('release-abandoned-jobs', { pools }).then(
        () => {
          for (const pool of pools) abandoned.delete(pool);
        },
        () => {}, // kept for the next runner
      );
    }
    const gone = () => runners.delete(runner);
    runner.promise.then(gone, gone);
  }

  await begin().catch(async (error) => {
    await pool.end();
    throw error;
  });
  return async () => {
    stopping = true;
    if (retry) clearTimeout(retry);
    await Promise.all([...runners].map((runner) => runner.stop().catch((error: unknown) => log.warn({ err: error }, 'a job runner did not stop cleanly'))));
    await pool.end();
  };
}
