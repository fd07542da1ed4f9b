// Before each test file: a copy of the run's seeded template for it alone (test-database.ts), dropped after the file.
import { afterAll, inject } from 'vitest';
import { dropDatabase } from '../../server/src/db/database-url.js';
import { copyDatabase } from './database-copies.js';
import { setDatabaseUrl } from './test-database.js';

const url = await copyDatabase(inject('seededTemplateUrl'), `file${process.pid}`);
setDatabaseUrl(url);
afterAll(() => dropDatabase(url));
