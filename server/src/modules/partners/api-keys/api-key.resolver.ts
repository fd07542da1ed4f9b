import { Arg, Authorized, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { commandOf } from '../../../graphql/arguments.js';
import { payloadOf } from '../../../graphql/user-error.js';
import { PARTNER_ROLES } from '../../users/role.js';
import { SESSION_ONLY } from './api-key-scope.js';
import { PartnerApiKey } from './api-key.entity.js';
import { apiKeyCreation } from './api-key.service.js';
import { PartnerApiKeyCreateInput, PartnerApiKeyCreatePayload, PartnerApiKeyRevokePayload } from './api-key.types.js';

/** Managing keys is account business: a signed-in partner session only, never a key itself. */
@Resolver(() => PartnerApiKey)
export class PartnerApiKeyResolver {
  @Authorized(PARTNER_ROLES)
  @Extensions(SESSION_ONLY)
  @Query(() => [PartnerApiKey], { description: "The signed-in partner's API keys that still work, newest first" })
  partnerApiKeys(@Ctx() ctx: ApiContext) {
    return ctx.services.apiKeys.list(ctx);
  }

  @Authorized(PARTNER_ROLES)
  @Extensions(SESSION_ONLY)
  @Mutation(() => PartnerApiKeyCreatePayload, { description: 'Creates a named API key; its secret is in this answer only' })
  partnerApiKeyCreate(@Arg('input') input: PartnerApiKeyCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(PartnerApiKeyCreatePayload, () => ctx.services.apiKeys.create(ctx, commandOf(apiKeyCreation, input)));
  }

  @Authorized(PARTNER_ROLES)
  @Extensions(SESSION_ONLY)
  @Mutation(() => PartnerApiKeyRevokePayload, { description: 'Revokes an API key: the next request that carries it is refused' })
  partnerApiKeyRevoke(@Arg('id', () => ID) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(PartnerApiKeyRevokePayload, async () => ({ apiKey: await ctx.services.apiKeys.revoke(ctx, id) }));
  }
}
