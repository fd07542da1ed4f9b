// How much AI work one address may ask for: planning a trip and answering a question cost far more than a list
// page, and with a model configured each one is a paid call. Counted after the input is read, so a typo costs
// nothing; shared by every replica when REDIS_URL is set (the same store as the sign-in limits).
import type { RequestContext } from '../../context.js';
import type { AttemptLimiter, attemptLimiterFactory, Limit } from '../auth/attempt-limiter.js';

const MINUTE = 60;

export const aiLimits = {
  /** Trip packages planned for one address (the finder page, Regenerate). */
  tripPlans: { points: 30, duration: MINUTE, block: MINUTE },
  /** Help chat questions from one address. */
  helpQuestions: { points: 60, duration: MINUTE, block: MINUTE },
} as const satisfies Record<string, Limit>;

/** Counts one request of `ctx`'s client, throwing RATE_LIMITED (429 with Retry-After) once over the limit. */
export class AiRequestLimit {
  private readonly limiter: AttemptLimiter;

  constructor(limiters: ReturnType<typeof attemptLimiterFactory>, name: string, limit: Limit) {
    this.limiter = limiters.create(name, limit);
  }

  async consume(ctx: RequestContext): Promise<void> {
    await this.limiter.consume(ctx.ip);
  }
}
