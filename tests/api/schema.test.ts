// The committed schema.graphql is what the code emits: partners and codegen read that file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { schemaSdl } from '../../server/src/graphql/schema.js';

it('schema.graphql matches the schema built from the code (run `npm run schema:emit`)', async () => {
  const committed = readFileSync(resolve(import.meta.dirname, '../../schema.graphql'), 'utf8');
  expect(committed).toBe(await schemaSdl());
});
