import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/user-error.js';
import { PartnerApiKey } from './api-key.entity.js';

@InputType()
export class PartnerApiKeyCreateInput {
  @Field({ description: 'What the key is for, 1 to 60 characters ("Channel manager")' })
  name!: string;
}

@ObjectType()
export class PartnerApiKeyCreatePayload extends MutationPayload {
  @Field(() => PartnerApiKey, { nullable: true })
  apiKey?: PartnerApiKey | null;

  @Field(() => String, { nullable: true, description: 'The whole key: shown this once, only its hash is kept' })
  secret?: string | null;
}

@ObjectType()
export class PartnerApiKeyRevokePayload extends MutationPayload {
  @Field(() => PartnerApiKey, { nullable: true })
  apiKey?: PartnerApiKey | null;
}
