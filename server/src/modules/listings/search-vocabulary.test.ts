// A process keeps a word's expansion a short while, and at most its bound of them, the least recently used going first:
// a word not kept is one more statement. The statements here are answered in place, each word as its own expansion.
import { type CompiledQuery, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadModels } from '../../db/read-models.js';
import { SearchVocabulary } from './search-vocabulary.js';

/** A database that expands each asked word to itself, noting the words each statement asked. */
function answering(asked: string[][]): ReadModels {
  class Answering extends DummyDriver {
    override async acquireConnection() {
      return {
        async executeQuery<Row>(query: CompiledQuery) {
          const words = query.parameters[0] as string[];
          asked.push(words);
          const rows = words.map((word, index) => ({ position: String(index + 1), chosen: word, terms: [word], stems: [word], named: 1, described: 0 }));
          return { rows: rows as Row[] };
        },
        async *streamQuery() {},
      };
    }
  }
  return new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new Answering(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as ReadModels;
}

const term = (word: string) => ({ word, forms: [word] });

describe('SearchVocabulary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps at most its bound of expansions, forgetting the least recently used first', async () => {
    const asked: string[][] = [];
    const db = answering(asked);
    const vocabulary = new SearchVocabulary(30_000, 2);
    await vocabulary.words(db, 'KE', [term('safari')]);
    await vocabulary.words(db, 'KE', [term('lodge')]);
    await vocabulary.words(db, 'KE', [term('safari')]);
    await vocabulary.words(db, 'KE', [term('beach')]);
    const words = await vocabulary.words(db, 'KE', [term('safari'), term('lodge')]);
    expect(words.map((word) => word.word)).toEqual(['safari', 'lodge']);
    expect(asked).toEqual([['safari'], ['lodge'], ['beach'], ['lodge']]);
  });

  it('keeps an expansion until its time is up', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const asked: string[][] = [];
    const db = answering(asked);
    const vocabulary = new SearchVocabulary(30_000, 10);
    // The cache reads the clock at most once a millisecond of real time: each step lets one pass.
    const later = async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await vocabulary.words(db, 'KE', [term('baobab')]);
    await later(29_999);
    await vocabulary.words(db, 'KE', [term('baobab')]);
    expect(asked).toEqual([['baobab']]);
    await later(2);
    await vocabulary.words(db, 'KE', [term('baobab')]);
    expect(asked).toEqual([['baobab'], ['baobab']]);
  });
});
