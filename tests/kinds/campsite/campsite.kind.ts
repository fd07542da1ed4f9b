// The campsite kind's definition and its registration: everything the product needs of a sixth kind, kept in this
// folder. `registerCampsites()` must run before the app (its schema and ORM) is built.
import type pg from 'pg';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../server/src/context.js';
import { type AdminKindFields, type AdminListingKind, existingOn, required, toMinor } from '../../../server/src/modules/admin/admin-kind.js';
import type { KindDefinition } from '../../../server/src/modules/listings/kind-definition.js';
import { registerKind } from '../../../server/src/modules/listings/kind-registry.js';
import type { Role } from '../../../server/src/modules/users/role.js';
import { CAMPSITE, campsiteBooking } from './campsite.booking.js';
import { Campsite, CampsiteStayInput } from './campsite.entity.js';

export const CAMPSITE_HOST = 'campsite_host' as Role;

@Resolver(() => Campsite)
class CampsiteResolver {
  @Query(() => [Campsite], { description: "A country's campsites, most popular first; `q` matches the name" })
  campsites(@Arg('country') country: string, @Arg('q', () => String, { nullable: true }) q: string | null, @Ctx() ctx: RequestContext) {
    return ctx.em.find(
      Campsite,
      { country: country.toUpperCase(), active: true, ...(q ? { name: { $ilike: `%${q}%` } } : {}) },
      { orderBy: { popularity: 'desc', id: 'asc' } },
    );
  }
}

const campsiteAdmin: AdminKindFields<Campsite> = {
  kind: 'campsites' as AdminListingKind,
  isActive: (campsite) => campsite.active,
  setActive: (campsite, active) => {
    campsite.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (campsite) => campsite.pricePerNightMinor,
  apply(campsite, fields, creating) {
    const existing = existingOn(campsite, creating);
    campsite.pricePerNightMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.pricePerNightMinor);
    campsite.pitches = required(fields.capacity, 'capacity', existing?.pitches);
  },
  typeOf: () => 'campsite',
  auditFields: ['pricePerNightMinor', 'pitches', 'active'],
  defaultImage: '/media/hotels/01.svg',
};

export const campsiteDefinition: KindDefinition = {
  type: CAMPSITE,
  enumKey: 'CAMPSITE',
  legacyName: 'campsite',
  table: 'campsite',
  visibleSql: 'active',
  priceColumn: 'price_per_night_minor',
  bookingPath: (id) => `/campsites/${id}/book`,
  partnerRole: CAMPSITE_HOST,
  partnerRoleKey: 'CAMPSITE_HOST',
  label: 'Campsite',
  entity: () => Campsite,
  entities: () => [Campsite],
  admin: campsiteAdmin,
  booking: campsiteBooking,
  bookingInput: () => CampsiteStayInput,
  resolvers: () => [CampsiteResolver],
};

/** Registers the kind (and with it its partner role); once per process, before the app is built. */
export function registerCampsites(): void {
  registerKind(campsiteDefinition);
}

/** The kind's seed: one campsite of `ownerId` in a city of Rwanda, with three pitches at $25 a night. */
export async function seedCampsite(db: pg.Client, ownerId: string, name: string): Promise<number> {
  const { rows } = await db.query(
    `insert into campsite (owner_id, country_code, city_id, name, image_path, search_text, price_per_night_minor, pitches)
     select $1, 'RW', c.id, $2::text, '/media/hotels/01.svg', lower($2::text || ' ' || c.name || ' campsite'), 2500, 3
     from city c where c.country_code = 'RW' order by c.id limit 1 returning id`,
    [ownerId, name],
  );
  return rows[0].id;
}
