// Every operation a partner's system may call, and every argument it takes, says what it is: the docs page and the
// SDL download are written from these descriptions. So does every type the partner operations reach, with its fields,
// their arguments and its enum values. A new partner operation, type, field, argument or value without one fails here,
// by name (`Type.field`, `Type.field(argument)`, `Enum.VALUE`): give its decorator a `description`.
import { type GraphQLNamedType, type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from '../../server/src/graphql/schema.js';
import { partnerSchema } from '../../server/src/modules/partners/api-keys/partner-schema.js';

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = partnerSchema(await graphqlSchema());
});

/** What in `type` has no description: the type itself, its fields and their arguments, or its enum values. */
function undescribed(type: GraphQLNamedType): string[] {
  const missing = type.description ? [] : [type.name];
  if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  return missing;
}

describe('descriptions of the partner API', () => {
  it('has one on every partner operation and every argument it takes', () => {
    const missing = ['query', 'mutation'].flatMap((root) => {
      const type = root === 'query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(type?.getFields() ?? {}).flatMap((field) => [
        ...(field.description ? [] : [`${root} ${field.name}`]),
        ...field.args.filter((arg) => !arg.description).map((arg) => `${root} ${field.name}(${arg.name})`),
      ]);
    });
    expect(missing).toEqual([]);
  });

  it('has one on every type, field, argument and value of the webhooks and of the bookings filter', () => {
    const types = [
      'WebhookEndpoint',
      'WebhookDelivery',
      'WebhookDeliveryStatus',
      'WebhookEventType',
      'WebhookEndpointCreateInput',
      'WebhookEndpointCreatePayload',
      'WebhookEndpointRemovePayload',
      'WebhookEndpointTestPayload',
      'PartnerBookingFilterInput',
    ];
    for (const name of types) expect(schema.getType(name), name).toBeDefined();
    expect(types.flatMap((name) => undescribed(schema.getType(name)!))).toEqual([]);
  });

  it('has one on every type the partner operations reach, and on its fields, their arguments and its values', () => {
    // The partner schema holds the partner operations and exactly the types they reach; the root types are the operations.
    const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
    const reached = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type) && !roots.has(type.name));
    expect(reached.length).toBeGreaterThan(50);
    const missing = reached.flatMap(undescribed);
    expect(missing, `partner types, fields, arguments or values without a description:\n${missing.join('\n')}\n`).toEqual([]);
  });
});
