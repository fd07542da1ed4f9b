// A second database for a suite, a copy of the run's template: with the whole demo data, or countries and the demo
// accounts only. A job runner or a second API started on it sees none of the file's other writes.
import { inject } from 'vitest';
import { dropDatabase } from '../../server/src/db/database-url.js';
import { copyDatabase } from './database-copies.js';

export async function isolatedDatabase(label: string, { demoData = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = await copyDatabase(inject(demoData ? 'seededTemplateUrl' : 'bareTemplateUrl'), label);
  return { url, drop: () => dropDatabase(url).catch(() => {}) };
}
