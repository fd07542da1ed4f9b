// The @cacheControl directive Apollo Server reads: declared here so type-graphql can attach it and
// schema.graphql carries its definition. Public listing reads are the same for everyone for a minute.
import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLEnumType, GraphQLInt } from 'graphql';

export const CacheControlScope = new GraphQLEnumType({ name: 'CacheControlScope', values: { PUBLIC: {}, PRIVATE: {} } });

export const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.INTERFACE, DirectiveLocation.UNION],
  args: {
    maxAge: { type: GraphQLInt },
    scope: { type: CacheControlScope },
    inheritMaxAge: { type: GraphQLBoolean },
  },
});

/** The hint for public listing types and queries: `@Directive(PUBLIC_LISTING_CACHE)`. */
export const PUBLIC_LISTING_CACHE = '@cacheControl(maxAge: 60, scope: PUBLIC)';

/** For value types reached from public listings (Money, PageInfo, steps, tables): take the parent's hint. */
export const INHERIT_CACHE = '@cacheControl(inheritMaxAge: true)';

/** For what partners change and travellers book against (floor plans, departures): never served from a cache. */
export const LIVE_INVENTORY = '@cacheControl(maxAge: 0)';
