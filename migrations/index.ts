// Migrations in the order they run; a new migration is added at the end.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121052620_initial } from './Migration20261121052620_initial.js';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261121052620_initial', class: Migration20261121052620_initial },
];
