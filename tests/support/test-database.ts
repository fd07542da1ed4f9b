// Each test file's own database, a copy of the run's seeded template: made before the file's first test and dropped
// after its last by test-database.setup.ts. Row counts and statement counts in it are the file's own. The URL is kept
// here, apart from the setup file, which runs again for every file while this module may serve several.
let current: string | undefined;

/** The URL of this test file's database. */
export function databaseUrl(): string {
  if (!current) throw new Error('No test database: tests/support/test-database.setup.ts is not among the setup files');
  return current;
}

export function setDatabaseUrl(url: string): void {
  current = url;
}
