import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { DataloaderType, MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { resolve } from 'node:path';
import { migrations } from '../../../migrations/index.js';
import { projectRoot } from '../config.js';
import { entities } from './entities.js';
import { listingSearchRoutines } from '../modules/listings/listing-search.js';

export function ormConfig(clientUrl: string, options: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    routines: listingSearchRoutines,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    dataloader: DataloaderType.ALL,
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 20 },
    forceUtcTimezone: true,
    migrations: {
      migrationsList: migrations,
      path: resolve(projectRoot, 'migrations'),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}

export async function openOrm(clientUrl: string, options?: { debug?: boolean; poolMax?: number }) {
  return MikroORM.init(ormConfig(clientUrl, options));
}

export type Orm = Awaited<ReturnType<typeof openOrm>>;
