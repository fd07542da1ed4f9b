// Counting attempts per key (an address, an account) in memory, or in Redis when REDIS_URL is set so
// that every API replica sees the same counts.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../../errors.js';

export interface Limit {
  points: number;
  duration: number;
  block: number;
}

/** Where a key stands after an attempt: what the IETF RateLimit header fields tell a client. */
export interface LimitState {
  /** Attempts allowed in a window. */
  limit: number;
  /** Attempts left in the current window. */
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
  /** The window, in seconds. */
  windowSeconds: number;
}

export const tooManyAttempts = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, seconds);
};

export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts one attempt; true while the key is still within its limit. */
  async count(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** Counts one attempt and throws RATE_LIMITED once the key is over its limit; answers where the key stands. */
  async consume(key: string): Promise<LimitState> {
    try {
      const counted = await this.limiter.consume(key);
      return {
        limit: this.limiter.points,
        remaining: counted.remainingPoints,
        resetSeconds: Math.max(0, Math.ceil(counted.msBeforeNext / 1000)),
        windowSeconds: this.limiter.duration,
      };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** How long the key stays over its limit without counting an attempt: 0 while it is within it. */
  async blockedFor(key: string): Promise<number> {
    const counted = await this.limiter.get(key);
    return counted && counted.consumedPoints >= this.limiter.points ? Math.max(1, counted.msBeforeNext) : 0;
  }

  /** Gives back the attempt of a success, so that only failures add up. */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  reset(key: string): Promise<boolean> {
    return this.limiter.delete(key);
  }
}

/** Builds limiters on one store: Redis when a URL is given, else this process's memory. */
export function attemptLimiterFactory(redisUrl: string | undefined) {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
  return {
    create(name: string, limit: Limit): AttemptLimiter {
      const options = { keyPrefix: `limit:${name}`, points: limit.points, duration: limit.duration, blockDuration: limit.block };
      const limiter = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      return new AttemptLimiter(limiter);
    },
    close: async () => {
      await redis?.quit();
    },
  };
}
