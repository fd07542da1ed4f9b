import 'reflect-metadata';
import { printSchema, specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType, Field, getMetadataStorage } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { cacheControlDirective } from './cache-control.js';
import { callFieldResolversDirectly } from './direct-field-resolvers.js';
import { BookingHoldInput } from '../modules/bookings/booking.types.js';
import { CartCheckoutItemInput } from '../modules/cart/cart-checkout.types.js';
import { listingKinds } from '../modules/listings/kind-registry.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** Each registered kind's request as a field of the booking inputs (`hotel: HotelStayInput`); once, before the schema is built. */
function declareKindInputFields(): void {
  for (const input of [BookingHoldInput, CartCheckoutItemInput])
    for (const kind of listingKinds())
      Field(kind.bookingInput, { nullable: true, description: `What to book when it is a ${kind.label.toLowerCase()}` })(
        input.prototype,
        kind.booking.inputField,
      );
}

/**
 * A plain @Field (no roles, no middleware, same name in schema and class) needs no resolver of its
 * own: type-graphql's `simple` option leaves it to the default property read, which graphql-jit
 * inlines. Fields with a @FieldResolver, @Authorized or @UseMiddleware keep theirs.
 */
function markPlainFieldsSimple() {
  for (const field of getMetadataStorage().fields) {
    if (field.simple === undefined && !field.roles && !field.middlewares?.length && field.name === field.schemaName) field.simple = true;
  }
}

/** One instance of each resolver class, as type-graphql's own container keeps them, found by a map lookup. */
function resolverInstances() {
  const instances = new Map<abstract new () => object, object>();
  const instanceOf = (target: abstract new () => object) => {
    let instance = instances.get(target);
    if (!instance) {
      instance = new (target as new () => object)();
      instances.set(target, instance);
    }
    return instance;
  };
  const container: ContainerType = { get: instanceOf };
  return { container, instanceOf };
}

/** The schema is the same for every app in a process, so it is built once. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  if (!built) {
    declareKindInputFields();
    markPlainFieldsSimple();
    const classes = resolvers();
    const { container, instanceOf } = resolverInstances();
    built = buildSchema({
      resolvers: classes,
      authChecker,
      container,
      validate: false,
      emitSchemaFile: false,
      directives: [...specifiedDirectives, cacheControlDirective],
    }).then((schema) => {
      callFieldResolversDirectly(schema, classes, instanceOf);
      return schema;
    });
  }
  return built;
}

/** The SDL committed as schema.graphql at the repository root. */
export async function schemaSdl(): Promise<string> {
  return `${printSchema(await graphqlSchema())}\n`;
}
