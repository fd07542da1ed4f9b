import { Field, InputType, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { MutationPayload } from '../../graphql/user-error.js';
import { optionalSingleLine, optionalText, text } from '../../validation.js';
import { User } from '../users/user.entity.js';
import { PASSWORD_MAX_LENGTH } from './account-rules.js';

// Bounds of what account forms send (design §5); the services judge the rest (format, minimum length).
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;
const TOKEN_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 40;

const email = text(EMAIL_MAX_LENGTH);
const password = text(PASSWORD_MAX_LENGTH);
const token = text(TOKEN_MAX_LENGTH);

/** Profile fields, shared by registration and the profile form. */
export const profileFields = {
  firstName: optionalSingleLine(NAME_MAX_LENGTH),
  lastName: optionalSingleLine(NAME_MAX_LENGTH),
  phone: optionalText(PHONE_MAX_LENGTH),
  country: optionalText(NAME_MAX_LENGTH),
  city: optionalText(NAME_MAX_LENGTH),
};

export const accountRegisterArguments = z.object({ email, password, passwordConfirmation: optionalText(PASSWORD_MAX_LENGTH), ...profileFields });
export const tokenArguments = z.object({ token });
export const emailArguments = z.object({ email });
export const passwordResetArguments = z.object({ token, newPassword: password });
export const passwordChangeArguments = z.object({ currentPassword: password, newPassword: password });
export const sessionCreateArguments = z.object({ email, password });

@InputType({ description: 'Spec §2 Register: e-mail and password; the full form adds names, phone and country' })
export class AccountRegisterInput {
  @Field()
  email!: string;

  @Field({ description: 'At least 8 characters' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'When given, must equal the password' })
  passwordConfirmation?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO code (RW) or name (Rwanda)' })
  country?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;
}

@InputType()
export class SessionCreateInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType()
export class PasswordChangeInput {
  @Field({ description: 'The password in use now: a stolen session alone cannot change it' })
  currentPassword!: string;

  @Field({ description: 'At least 8 characters' })
  newPassword!: string;
}

@ObjectType()
export class AccountRegisterPayload extends MutationPayload {
  @Field(() => User, { nullable: true, description: 'The new account, not verified yet: it signs in once its e-mail is verified' })
  user?: User | null;

  @Field(() => String, { nullable: true, description: 'In development only: the token the e-mail link carries' })
  devVerificationToken?: string | null;
}

@ObjectType()
export class AccountVerifyEmailPayload extends MutationPayload {
  @Field(() => User, { nullable: true })
  user?: User | null;
}

@ObjectType({ description: 'The same answer whether or not the e-mail has an account' })
export class AccountResendVerificationPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: 'In development only' })
  devVerificationToken?: string | null;
}

@ObjectType({ description: 'The same answer whether or not the e-mail has an account' })
export class PasswordForgotPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: 'In development only (spec: "Dev reset token")' })
  devResetToken?: string | null;
}

@ObjectType()
export class PasswordResetPayload extends MutationPayload {
  @Field({ description: 'True once the new password is set; every session of the account has ended' })
  passwordReset: boolean = false;
}

@ObjectType()
export class PasswordChangePayload extends MutationPayload {
  @Field(() => User, { nullable: true })
  user?: User | null;
}

@ObjectType({ description: 'A signed-in session. The cookies are set too; `token` also works as a Bearer token' })
export class SessionPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: 'The access token: valid 15 minutes, then refresh' })
  token?: string | null;

  @Field(() => Date, { nullable: true })
  tokenExpiresAt?: Date | null;

  @Field(() => User, { nullable: true })
  user?: User | null;

  @Field(() => String, { nullable: true, description: "Where the web app goes next: the role's home (spec §6)" })
  redirectTo?: string | null;
}

@ObjectType()
export class SessionDeletePayload extends MutationPayload {
  @Field()
  signedOut: boolean = false;
}
