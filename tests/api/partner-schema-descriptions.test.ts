// Every operation a partner's system may call, and every argument it takes, says what it is: the docs page and the
// SDL download are written from these descriptions. So does every type, field and value of the webhooks and of the
// bookings list a channel manager syncs from. A new partner operation or argument without one fails here, by name.
import { type GraphQLNamedType, type GraphQLSchema, isEnumType, isInputObjectType, isObjectType } from 'graphql';
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
  if (isObjectType(type) || isInputObjectType(type))
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
});
