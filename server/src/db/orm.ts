import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { DataloaderType, MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { resolve } from 'node:path';
import { migrations } from '../../../migrations/index.js';
import { projectRoot } from '../config.js';
import { entities } from './entities.js';
import { listingSearchRoutines } from '../modules/listings/listing-search.js';
import { watchPool } from '../observability/metrics.js';

export interface OrmOptions {
  debug?: boolean;
  poolMax?: number;
  /** Milliseconds a query waits for a free connection before failing (then the request answers 503). */
  poolWaitMs?: number;
  /** A read replica: reads asked for on the 'read' connection (listing pages) go there. */
  readUrl?: string;
}

export function ormConfig(clientUrl: string, options: OrmOptions = {}) {
  return defineConfig({
    clientUrl,
    replicas: options.readUrl ? [{ name: 'read-replica', clientUrl: options.readUrl }] : [],
    // Only the reads that say so go to the replica: a session or booking read right after a write must see it.
    preferReadReplicas: false,
    driverOptions: { connectionTimeoutMillis: options.poolWaitMs ?? 0, onPoolCreated: watchPool },
    entities: entities(),
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

export async function openOrm(clientUrl: string, options?: OrmOptions) {
  return MikroORM.init(ormConfig(clientUrl, options));
}

export type Orm = Awaited<ReturnType<typeof openOrm>>;
