import { Field, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { profileFields } from '../auth/auth.types.js';
import { Role } from './role.js';

registerEnumType(Role, { name: 'Role', description: 'What an account may do; partners own listings of their kind' });

@InputType({ description: 'Profile fields to change: a field left out stays as it is, an empty one is cleared' })
export class ProfileUpdateInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO code (RW) or name (Rwanda)' })
  country?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'International format, such as +250 788 123 456' })
  phone?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether text messages about bookings are sent; left out, unchanged' })
  smsReceipts?: boolean | null;
}

export const profileUpdateArguments = z.object({ ...profileFields, smsReceipts: z.boolean().nullish() });
