// Each test file's own database: a copy of the run's seeded template, made before the file's first test and dropped
// after its last (a setup file of the vitest configuration). Row counts and statement counts in it are the file's own.
import { afterAll, inject } from 'vitest';
import { dropDatabase } from '../../server/src/db/database-url.js';
import { copyDatabase } from './database-copies.js';

const url = await copyDatabase(inject('seededTemplateUrl'), `file${process.pid}`);
afterAll(() => dropDatabase(url));

/** The URL of this test file's database. */
export const databaseUrl = () => url;
