import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { parseArgs } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { roleHomePath } from '../users/role.js';
import type { SignedIn } from './session.service.js';
import {
  accountRegisterArguments,
  emailArguments,
  passwordChangeArguments,
  passwordResetArguments,
  sessionCreateArguments,
  tokenArguments,
  AccountRegisterInput,
  AccountRegisterPayload,
  AccountResendVerificationPayload,
  AccountVerifyEmailPayload,
  PasswordChangeInput,
  PasswordChangePayload,
  PasswordResetPayload,
  PasswordForgotPayload,
  SessionCreateInput,
  SessionDeletePayload,
  SessionPayload,
} from './auth.types.js';

function sessionPayload({ tokens, user }: SignedIn): Partial<SessionPayload> {
  return { token: tokens.accessToken, tokenExpiresAt: tokens.accessExpiresAt, user, redirectTo: roleHomePath[user.role] };
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AccountRegisterPayload, { description: 'Creates an account and e-mails a verification link' })
  accountRegister(@Arg('input') input: AccountRegisterInput, @Ctx() ctx: ApiContext) {
    return payloadOf(AccountRegisterPayload, async () => {
      const { user, devVerificationToken } = await ctx.services.accounts.register(ctx, parseArgs(accountRegisterArguments, input));
      return { user, devVerificationToken };
    });
  }

  @Mutation(() => AccountVerifyEmailPayload, { description: 'Verifies the e-mail with the token of the link' })
  accountVerifyEmail(@Arg('token') token: string, @Ctx() ctx: ApiContext) {
    return payloadOf(AccountVerifyEmailPayload, async () => ({
      user: await ctx.services.accounts.verifyEmail(ctx, parseArgs(tokenArguments, { token }).token),
    }));
  }

  @Mutation(() => AccountResendVerificationPayload)
  accountResendVerification(@Arg('email') email: string, @Ctx() ctx: ApiContext) {
    return payloadOf(AccountResendVerificationPayload, () => ctx.services.accounts.resendVerification(ctx, parseArgs(emailArguments, { email }).email));
  }

  @Mutation(() => PasswordForgotPayload, { description: 'E-mails a reset link when the account exists' })
  passwordForgot(@Arg('email') email: string, @Ctx() ctx: ApiContext) {
    return payloadOf(PasswordForgotPayload, () => ctx.services.accounts.requestPasswordReset(ctx, parseArgs(emailArguments, { email }).email));
  }

  @Mutation(() => PasswordResetPayload)
  passwordReset(@Arg('token') token: string, @Arg('newPassword') newPassword: string, @Ctx() ctx: ApiContext) {
    return payloadOf(PasswordResetPayload, async () => {
      const reset = parseArgs(passwordResetArguments, { token, newPassword });
      await ctx.services.accounts.resetPassword(ctx, reset.token, reset.newPassword);
      return { passwordReset: true };
    });
  }

  @Authorized()
  @Mutation(() => PasswordChangePayload, { description: "Changes the viewer's password and signs out its other devices" })
  passwordChange(@Arg('input') input: PasswordChangeInput, @Ctx() ctx: ApiContext) {
    return payloadOf(PasswordChangePayload, async () => ({ user: await ctx.services.accounts.changePassword(ctx, parseArgs(passwordChangeArguments, input)) }));
  }

  @Mutation(() => SessionPayload, { description: 'Signs in: sets the session cookies and returns the token and user' })
  sessionCreate(@Arg('input') input: SessionCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SessionPayload, async () => sessionPayload(await ctx.services.sessions.signInWithCookies(ctx, parseArgs(sessionCreateArguments, input))));
  }

  @Mutation(() => SessionPayload, { description: 'Exchanges the refresh cookie for new tokens (rotating; reuse ends the session)' })
  sessionRefresh(@Ctx() ctx: ApiContext) {
    return payloadOf(SessionPayload, async () => sessionPayload(await ctx.services.sessions.refreshFromCookies(ctx)));
  }

  @Mutation(() => SessionDeletePayload, { description: 'Signs out this device' })
  sessionDelete(@Ctx() ctx: ApiContext) {
    return payloadOf(SessionDeletePayload, async () => {
      await ctx.services.sessions.signOutAndClearCookies(ctx);
      return { signedOut: true };
    });
  }
}
