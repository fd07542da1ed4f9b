// Writes schema.graphql at the repository root from the type-graphql code (committed; a test checks it).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectRoot } from '../server/src/config.js';
import { schemaSdl } from '../server/src/graphql/schema.js';

writeFileSync(resolve(projectRoot, 'schema.graphql'), await schemaSdl());
console.log('Wrote schema.graphql');
