// The cache Apollo Server keeps automatic persisted queries and cached public answers in: this
// process's memory, or Redis when REDIS_URL is set so that every API replica knows a query hash any
// of them learnt and serves an answer any of them computed. Redis trouble is a miss, never a failure.
import { ErrorsAreMissesCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

class RedisCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(key)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl ? Math.ceil(options.ttl) : undefined;
    await (ttl ? this.redis.set(key, value, 'EX', ttl) : this.redis.set(key, value)).catch((error) =>
      this.log.warn({ err: error }, 'shared cache write failed'),
    );
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(key).catch(() => 0)) > 0;
  }
}

/** Undefined without REDIS_URL (Apollo then keeps its own bounded in-memory cache). */
export function sharedCache(redisUrl: string | undefined, log: FastifyBaseLogger): { cache: KeyValueCache<string>; close: () => Promise<void> } | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, keyPrefix: 'graphql:' });
  redis.on('error', (error) => log.warn({ err: error }, 'Redis (GraphQL cache) unavailable'));
  return {
    cache: new ErrorsAreMissesCache(new RedisCache(redis, log), log),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
