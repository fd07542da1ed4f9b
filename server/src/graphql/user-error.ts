// Expected failures of a mutation come back as data (design §3): `userErrors { code field message }`.
import { Field, ObjectType } from 'type-graphql';
import { DomainError } from '../errors.js';

@ObjectType({ description: 'Why a mutation did not do what was asked; the code is stable and translated by the client' })
export class UserError {
  @Field({ description: 'BAD_USER_INPUT, EMAIL_TAKEN, INVALID_CREDENTIALS, EMAIL_NOT_VERIFIED, INVALID_TOKEN, RATE_LIMITED, SESSION_EXPIRED, ...' })
  code!: string;

  @Field(() => String, { nullable: true, description: 'The input field at fault' })
  field!: string | null;

  @Field({ description: 'English text; the spec wording where it has one' })
  message!: string;
}

@ObjectType()
export abstract class MutationPayload {
  @Field(() => [UserError])
  userErrors: UserError[] = [];
}

/** Failures a caller can fix (bad input, wrong password) become userErrors; a missing session stays an error. */
const thrownCodes = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

export async function payloadOf<P extends MutationPayload>(Payload: new () => P, work: () => Promise<Partial<P>>): Promise<P> {
  const payload = new Payload();
  try {
    Object.assign(payload, await work());
  } catch (error) {
    if (!(error instanceof DomainError) || thrownCodes.has(error.code)) throw error;
    payload.userErrors = [{ code: error.code, field: error.field ?? null, message: error.message }];
  }
  return payload;
}
