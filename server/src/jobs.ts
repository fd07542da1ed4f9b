// Work the API does on a clock. Every replica runs it; each job is written to be safe when they all do at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from './db/orm.js';
import { houseKeep } from './housekeeping.js';
import { inviteReviews } from './modules/reviews/review-invitations.js';
import type { Services } from './services.js';

/** How often completed bookings are looked for: a review invitation goes out within this of a stay ending. */
const REVIEW_INVITATIONS_EVERY_MS = 15 * 60_000;
/** How often the outbox is looked at for mail whose retry is due (a mail is first tried right after its transaction). */
const OUTBOX_EVERY_MS = 30_000;
/** How often lapsed holds are released and spent rows purged (housekeeping.ts). */
const HOUSEKEEPING_EVERY_MS = 5 * 60_000;

/** Starts the timers (they never keep the process alive); answers what stops them. */
export function startJobs(orm: Orm, services: Services, log: FastifyBaseLogger): () => Promise<void> {
  const every = (ms: number, name: string, job: () => Promise<unknown>) =>
    setInterval(() => {
      job().catch((error) => log.warn({ err: error, job: name }, `${name} failed; tried again next pass`));
    }, ms).unref();
  const timers = [
    every(REVIEW_INVITATIONS_EVERY_MS, 'review invitations', () => inviteReviews(orm.em.fork(), services.email, services.config)),
    every(OUTBOX_EVERY_MS, 'e-mail outbox', () => services.email.deliverPending(orm.em.fork())),
    every(HOUSEKEEPING_EVERY_MS, 'housekeeping', () => houseKeep(orm.em.fork())),
  ];
  return async () => {
    for (const timer of timers) clearInterval(timer);
  };
}
