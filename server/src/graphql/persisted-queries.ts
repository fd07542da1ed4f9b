// The persisted queries the API answers by hash. The web app's public reads travel as GETs carrying only a query's
// hash (web/src/app/public-reads.ts): the hashes and texts of those it sends are written at build time
// (shared/src/public-read-manifest.json) and known here from the start, never evicted, so a visitor's first GET is
// answered at once instead of PERSISTED_QUERY_NOT_FOUND and a resend by POST. Any other query a client registers
// (automatic persisted queries) is learnt as before, in the cache Apollo Server would have used for it.
import { type KeyValueCache, type KeyValueCacheSetOptions, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import manifest from '../../../shared/src/public-read-manifest.json' with { type: 'json' };
import type { PersistedPublicRead } from '../../../shared/src/public-reads.js';

/** The prefix Apollo Server gives the automatic persisted queries it learns in its cache. */
const LEARNT_PREFIX = 'apq:';

class PersistedQueries implements KeyValueCache<string> {
  constructor(
    private readonly known: ReadonlyMap<string, string>,
    private readonly learnt: KeyValueCache<string>,
  ) {}

  async get(hash: string): Promise<string | undefined> {
    return this.known.get(hash) ?? this.learnt.get(hash);
  }

  async set(hash: string, query: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (!this.known.has(hash)) await this.learnt.set(hash, query, options);
  }

  async delete(hash: string): Promise<boolean> {
    return (await this.learnt.delete(hash)) === true;
  }
}

/**
 * Apollo Server's `persistedQueries.cache`: the manifest's queries by their hash, then those learnt in `cache` (the
 * server's own). Apollo keys it by hash alone, which is all it holds.
 */
export function persistedQueryCache(cache: KeyValueCache<string>): KeyValueCache<string> {
  const reads: readonly PersistedPublicRead[] = manifest;
  const known = new Map(reads.map((read) => [read.sha256Hash, read.query]));
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(new PersistedQueries(known, new PrefixingKeyValueCache(cache, LEARNT_PREFIX)));
}
