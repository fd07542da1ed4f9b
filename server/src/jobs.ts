// Work the API does on a clock. Every replica runs it; each job is written to be safe when they all do at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from './db/orm.js';
import { inviteReviews } from './modules/reviews/review-invitations.js';
import type { Services } from './services.js';

/** How often completed bookings are looked for: a review invitation goes out within this of a stay ending. */
const REVIEW_INVITATIONS_EVERY_MS = 15 * 60_000;

/** Starts the timers (they never keep the process alive); answers what stops them. */
export function startJobs(orm: Orm, services: Services, log: FastifyBaseLogger): () => Promise<void> {
  const inviteTimer = setInterval(() => {
    inviteReviews(orm.em.fork(), services.email, services.config).catch((error) => log.warn({ err: error }, 'review invitations failed; tried again next pass'));
  }, REVIEW_INVITATIONS_EVERY_MS).unref();
  return async () => clearInterval(inviteTimer);
}
