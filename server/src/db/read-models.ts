// Read models: pages and details are read with Kysely through MikroORM (`em.getKysely()`, design §3),
// typed by the entities themselves and bound to the entity manager's transaction. Rows use property
// names (`pricePerNightMinor`, `city` as the city's id); writes keep entities and the unit of work.
import type { MetadataStorage } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type InferClassEntityDB, MikroKyselyPlugin } from '@mikro-orm/sql';
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, Selectable, UnknownRow } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { BookingDailyKindRollup, BookingDailyRollup, BookingMonthlyRollup } from '../modules/admin/analytics/booking-rollup.entity.js';
import type { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import type { Booking } from '../modules/bookings/booking.entity.js';
import type { Hotel } from '../modules/listings/hotels/hotel.entity.js';
import type { LeisureVenue } from '../modules/listings/leisure/leisure.entity.js';
import type { Restaurant, RestaurantTable } from '../modules/listings/restaurants/restaurant.entity.js';
import type { Tour, TourDeparture, TourItineraryStep } from '../modules/listings/tours/tour.entity.js';
import type { TransportService, Vehicle } from '../modules/listings/transport/transport.entity.js';

const naming = { columnNamingStrategy: 'property' } as const;

type ReadEntities =
  | typeof Hotel
  | typeof Tour
  | typeof TourItineraryStep
  | typeof TourDeparture
  | typeof Restaurant
  | typeof RestaurantTable
  | typeof LeisureVenue
  | typeof TransportService
  | typeof Vehicle;

/** Tables as Kysely sees them, inferred from the entity classes (table name → property → type). */
export type ReadDB = InferClassEntityDB<ReadEntities, typeof naming>;

/** A row of `table` as a read returns it. */
export type ReadRow<Table extends keyof ReadDB> = Selectable<ReadDB[Table]>;

export type ReadModels = Kysely<ReadDB>;

/** The listing tables read here: their columns are renamed to properties in one pass per row. */
const readTables = new Set([
  'hotel',
  'tour',
  'tour_itinerary_step',
  'tour_departure',
  'restaurant',
  'restaurant_table',
  'leisure_venue',
  'transport_service',
  'vehicle',
]);

/** Back-office reads across the marketplace: bookings, their rollups and the audit log. */
type BackOfficeEntities = typeof Booking | typeof BookingDailyRollup | typeof BookingMonthlyRollup | typeof BookingDailyKindRollup | typeof AuditEntry;

export type BackOfficeDB = InferClassEntityDB<BackOfficeEntities, typeof naming>;
export type BackOfficeReads = Kysely<BackOfficeDB>;

const backOfficeTables = new Set(['booking', 'booking_daily_rollup', 'booking_monthly_rollup', 'booking_daily_kind_rollup', 'audit_entry']);

/** Column → property of every table of a group, from the ORM's metadata (a column means one property across them). */
function propertiesOf(metadata: MetadataStorage, tables: ReadonlySet<string>): ReadonlyMap<string, string> {
  const properties = new Map<string, string>();
  for (const meta of metadata.getAll().values()) {
    if (!tables.has(meta.tableName)) continue;
    for (const prop of meta.props) {
      const [column, ...more] = prop.fieldNames ?? [];
      if (!column || more.length) continue;
      if (properties.has(column) && properties.get(column) !== prop.name) throw new Error(`Column ${column} is ${properties.get(column)} and ${prop.name}`);
      properties.set(column, prop.name);
    }
  }
  return properties;
}

const isRowList = (value: unknown): value is UnknownRow[] =>
  Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null && !(value[0] instanceof Date);

/** A row of one set of columns renamed; `children` renames a child list the same way. */
type Renaming = (row: UnknownRow, children: (rows: UnknownRow[]) => UnknownRow[]) => UnknownRow;

/** Column sets a plugin keeps renamings for: a statement's shape has one, and a process runs few shapes. */
const MAX_RENAMINGS = 500;

/**
 * The renaming of rows with these columns, as one object literal: a row built by assigning each property in turn
 * by its name in a variable costs a generic (megamorphic) property store per column, more than the rest of the
 * renaming. Names are written as JSON strings, so any column name is a string key of the literal.
 */
function renamingOf(columns: readonly string[], properties: ReadonlyMap<string, string>): Renaming {
  const entries = columns.map((column) => {
    const property = properties.get(column);
    const value = `row[${JSON.stringify(column)}]`;
    return property ? `${JSON.stringify(property)}: ${value}` : `${JSON.stringify(column)}: isRowList(${value}) ? children(${value}) : ${value}`;
  });
  const literal = new Function('isRowList', `return (row, children) => ({ ${entries.join(', ')} });`) as (isList: typeof isRowList) => Renaming;
  return literal(isRowList);
}

/**
 * MikroORM's plugin writes property names as columns; rows come back renamed here, in one pass with no
 * per-row lookups of metadata (the plugin's own result mapping cost more than the rest of a list request).
 * The rows of a result share their columns (a child list read as JSON is one subquery's rows too): the renaming is
 * made once per set of columns. A computed column (named by the query, not a table's) holding an array of objects
 * is a child list read as JSON (listing-children.ts): its rows are renamed the same way.
 */
class PropertyNamedRows implements KyselyPlugin {
  readonly #names: MikroKyselyPlugin;
  readonly #renamings = new LRUCache<string, Renaming>({ max: MAX_RENAMINGS });
  readonly #children = (rows: UnknownRow[]) => this.renamedRows(rows);

  constructor(
    em: EntityManager,
    private readonly properties: ReadonlyMap<string, string>,
  ) {
    this.#names = new MikroKyselyPlugin(em, naming);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#names.transformQuery(args);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...result, rows: this.renamedRows(result.rows) };
  }

  /** Rows of one result (or one child list), renamed by the renaming of the first row's columns. */
  private renamedRows(rows: UnknownRow[]): UnknownRow[] {
    const [first] = rows;
    if (!first) return rows;
    const columns = Object.keys(first);
    const key = columns.join('\n');
    let renaming = this.#renamings.get(key);
    if (!renaming) {
      renaming = renamingOf(columns, this.properties);
      this.#renamings.set(key, renaming);
    }
    const renamed = new Array<UnknownRow>(rows.length);
    for (let index = 0; index < rows.length; index++) renamed[index] = renaming(rows[index]!, this.#children);
    return renamed;
  }
}

/** One naming plugin (and its column names) per ORM and group of tables: it reads only the ORM's metadata, so every request shares it. */
const pluginsByMetadata = new WeakMap<MetadataStorage, Map<ReadonlySet<string>, PropertyNamedRows>>();

function pluginFor(em: EntityManager, tables: ReadonlySet<string>): PropertyNamedRows {
  const metadata = em.getMetadata();
  const byGroup = pluginsByMetadata.get(metadata) ?? new Map<ReadonlySet<string>, PropertyNamedRows>();
  pluginsByMetadata.set(metadata, byGroup);
  const known = byGroup.get(tables);
  if (known) return known;
  // A fork of its own: the plugin keeps the manager it is given, which must not hold a request's entities.
  const plugin = new PropertyNamedRows(em.fork({ clear: true }), propertiesOf(metadata, tables));
  byGroup.set(tables, plugin);
  return plugin;
}

/**
 * One builder per connection or transaction and group of tables: the pool's own builder (outside a transaction)
 * is the same for every request, so reads outside one build no Kysely instance of their own.
 */
const buildersByClient = new WeakMap<object, Map<ReadonlySet<string>, Kysely<unknown>>>();

function builderOver<DB>(em: EntityManager, tables: ReadonlySet<string>, kysely: () => Kysely<DB>): Kysely<DB> {
  const client: Kysely<DB> = kysely();
  const byGroup = buildersByClient.get(client) ?? new Map<ReadonlySet<string>, Kysely<unknown>>();
  buildersByClient.set(client, byGroup);
  const known = byGroup.get(tables);
  if (known) return known as Kysely<DB>;
  const db = client.withPlugin(pluginFor(em, tables));
  byGroup.set(tables, db as Kysely<unknown>);
  return db;
}

/**
 * The typed query builder of the request's entity manager: in its transaction when it has one, else on
 * the read connection (the read replica when DATABASE_READ_URL names one, the primary otherwise).
 */
export function readModels(em: EntityManager): ReadModels {
  return builderOver(em, readTables, () => em.getKysely<ReadDB>({ type: 'read' }));
}

/** The same over the back-office tables (bookings, their rollups, the audit log). */
export function backOfficeReads(em: EntityManager): BackOfficeReads {
  return builderOver(em, backOfficeTables, () => em.getKysely<BackOfficeDB>());
}
