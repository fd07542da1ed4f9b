// Guests open a booking with its reference and e-mail. The lookups of one address and the wrong e-mails given for one
// reference are limited (shared by the replicas through Redis when set), and a guest lookup's answer leaves no sooner
// than a floor after the request came in, so a hit (which reads the whole booking) and a miss take the same time.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import { type RequestContext, requestKey } from '../../context.js';
import { type AttemptLimiter, type attemptLimiterFactory, tooManyAttempts } from '../auth/attempt-limiter.js';

/**
 * When each guest lookup's answer may leave (http/app.ts waits for it before sending), by the request (requestKey):
 * GraphQL hands resolvers a shallow copy of the request's context, which shares it.
 */
const answerDue = new WeakMap<object, number>();

/** Until the request's answer may leave, when it was a guest lookup (nothing to wait for otherwise). */
export function lookupFloor(ctx: RequestContext | undefined): Promise<void> | undefined {
  const due = ctx && answerDue.get(requestKey(ctx));
  return due ? sleep(Math.max(0, due - performance.now())) : undefined;
}

export class GuestLookups {
  private readonly perAddress: AttemptLimiter;
  private readonly missesPerReference: AttemptLimiter;

  constructor(
    limiters: ReturnType<typeof attemptLimiterFactory>,
    private readonly limits: Config['guestLookups'],
  ) {
    this.perAddress = limiters.create('guest-lookup-address', { points: limits.perAddress, duration: 600, block: 0 });
    this.missesPerReference = limiters.create('guest-lookup-reference', { points: limits.missesPerReference, duration: 3600, block: 0 });
  }

  /**
   * Counts a guest lookup of `reference` from the caller's address; RATE_LIMITED (429) once the address is over its
   * limit or the reference has had too many wrong e-mails this hour. The answer is held to the floor either way.
   */
  async admit(ctx: RequestContext, reference: string): Promise<void> {
    const key = requestKey(ctx);
    if (!answerDue.has(key)) answerDue.set(key, performance.now() + this.limits.floorMs);
    await this.perAddress.consume(ctx.ip);
    await this.guard(reference);
  }

  /** RATE_LIMITED while the reference has had too many wrong e-mails this hour. */
  async guard(reference: string): Promise<void> {
    const blockedMs = await this.missesPerReference.blockedFor(reference);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs);
  }

  /** A wrong e-mail (or no booking) for `reference`. */
  async missed(reference: string): Promise<void> {
    await this.missesPerReference.count(reference);
  }
}
