import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.js';
import { projectRoot } from '../config.js';
import { nextMigrationStamp, registerMigration, restamped } from './migration-files.js';

const existing = migrations.map((migration) => migration.name);
/** The stamp one second after the latest migration's (all dated ahead of the test's clock). */
const afterLatest = (seconds: number) => {
  const latest = existing
    .map((name) => name.slice('Migration'.length, 'Migration'.length + 14))
    .sort()
    .at(-1)!;
  return String(BigInt(latest) + BigInt(seconds));
};

describe('a new migration', () => {
  it('is dated after the migrations dated ahead of the clock, and in order among several made in one second', () => {
    const stamp = nextMigrationStamp(existing, new Date('2026-11-26T11:50:00Z'));
    expect(stamp).toBe(afterLatest(1));
    const name = restamped('Migration20261126115000_reviews', stamp);
    expect(name).toBe(`Migration${afterLatest(1)}_reviews`);
    expect([...existing, name].sort().at(-1)).toBe(name);
    expect(nextMigrationStamp([...existing, name], new Date('2026-11-26T11:50:00Z'))).toBe(afterLatest(2));
  });

  it('takes the clock when the clock is later than every migration, and rolls over a month', () => {
    expect(nextMigrationStamp(existing, new Date('2027-01-02T03:04:05Z'))).toBe('20270102030405');
    expect(nextMigrationStamp(['Migration20261231235959_year_end'], new Date('2026-01-01T00:00:00Z'))).toBe('20270101000000');
  });

  it('is imported and appended last to migrations/index.ts, the order they run in', () => {
    const source = readFileSync(resolve(projectRoot, 'migrations/index.ts'), 'utf8');
    const updated = registerMigration(source, 'Migration20261203090001_reviews');
    const imports = [...updated.matchAll(/^import .*;$/gm)].map((match) => match[0]);
    expect(imports.at(-1)).toBe("import { Migration20261203090001_reviews } from './Migration20261203090001_reviews.js';");
    const entries = [...updated.matchAll(/\{ name: '(\w+)', class: (\w+) \}/g)].map((match) => [match[1], match[2]]);
    expect(entries.map(([name]) => name)).toEqual([...existing, 'Migration20261203090001_reviews']);
    expect(entries.at(-1)).toEqual(['Migration20261203090001_reviews', 'Migration20261203090001_reviews']);
  });
});
