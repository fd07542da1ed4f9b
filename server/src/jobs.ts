// Work done off the request path, on graphile-worker's PostgreSQL job queue: the delivery of every outbox mail (its
// job is added by the transaction that writes the mail, so a crash after the commit loses nothing) with retries at a
// growing delay, and the scheduled passes. Every replica may run it: the queue hands each job, and each cron tick, to one.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCrontab, run, type Task, type WorkerEvents } from 'graphile-worker';
import type { Orm } from './db/orm.js';
import { houseKeep } from './housekeeping.js';
import { inviteReviews } from './modules/reviews/review-invitations.js';
import { jobsRun } from './observability/metrics.js';
import type { Services } from './services.js';

/** Jobs worked at once by one process (mostly mail handed to the SMTP server). */
const CONCURRENCY = 4;

/** Review invitations go out within 15 minutes of a stay ending; housekeeping passes every 5 minutes. */
const CRONTAB = `
*/15 * * * * review-invitations
*/5 * * * * housekeeping
`;

function tasks(orm: Orm, services: Services): Record<string, Task> {
  return {
    'deliver-mail': async (payload, helpers) => {
      const { id } = payload as { id: string };
      await services.email.deliver(orm.em.fork(), id, { attempt: helpers.job.attempts, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
    },
    'review-invitations': async () => {
      await inviteReviews(orm.em.fork(), services.email, services.config);
    },
    housekeeping: async () => {
      await houseKeep(orm.em.fork());
    },
  };
}

/** Starts working the queue in this process; answers what stops it (jobs in hand are finished first). */
export async function startJobs(orm: Orm, services: Services, databaseUrl: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const events: WorkerEvents = new EventEmitter();
  events.on('job:success', ({ job }) => jobsRun.inc({ task: job.task_identifier, outcome: 'completed' }));
  events.on('job:error', ({ job, error }) => {
    const final = job.attempts >= job.max_attempts;
    jobsRun.inc({ task: job.task_identifier, outcome: final ? 'failed' : 'retried' });
    log.warn({ err: error, job: job.task_identifier, attempt: job.attempts }, final ? 'job failed for good' : 'job failed; tried again later');
  });
  const runner = await run({
    connectionString: databaseUrl,
    maxPoolSize: CONCURRENCY + 1,
    concurrency: CONCURRENCY,
    taskList: tasks(orm, services),
    parsedCronItems: parseCrontab(CRONTAB),
    noHandleSignals: true,
    events,
    // Failures are reported above, with the job; the queue's own lines are left out of the product's log.
    logger: new Logger(() => (level, message) => {
      if (level === 'error') log.error(message);
    }),
  });
  return () => runner.stop();
}
