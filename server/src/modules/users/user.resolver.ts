import { Arg, Authorized, Ctx, FieldResolver, Mutation, ObjectType, Field, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { parseArgs } from '../../graphql/arguments.js';
import { MutationPayload, payloadOf } from '../../graphql/user-error.js';
import { roleHomePath } from './role.js';
import { User } from './user.entity.js';
import { ProfileUpdateInput, profileUpdateArguments } from './user.types.js';

@ObjectType()
export class ProfileUpdatePayload extends MutationPayload {
  @Field(() => User, { nullable: true })
  user?: User | null;
}

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account; null when signed out' })
  me(@Ctx() ctx: ApiContext) {
    return ctx.services.users.viewer(ctx);
  }

  @Authorized()
  @Mutation(() => ProfileUpdatePayload, { description: "Changes the viewer's profile (spec §2 Profile)" })
  profileUpdate(@Arg('input') input: ProfileUpdateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(ProfileUpdatePayload, async () => ({ user: await ctx.services.users.updateProfile(ctx, parseArgs(profileUpdateArguments, input)) }));
  }

  @Authorized()
  @Mutation(() => ProfileUpdatePayload, { description: "Sets the viewer's picture: a JPEG, PNG, WebP or GIF as base64 (REST: POST /api/user/avatar)" })
  avatarUpload(@Arg('imageBase64') imageBase64: string, @Ctx() ctx: ApiContext) {
    return payloadOf(ProfileUpdatePayload, async () => ({ user: await ctx.services.users.setAvatarFromBase64(ctx, imageBase64) }));
  }

  @FieldResolver(() => String, { description: 'First and last name; empty when neither is known' })
  name(@Root() user: User, @Ctx() ctx: ApiContext): string {
    return ctx.services.users.fullName(user);
  }

  @FieldResolver(() => Boolean)
  emailVerified(@Root() user: User): boolean {
    return Boolean(user.emailVerifiedAt);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Absolute URL of the uploaded picture; null when none (upload: avatarUpload or POST /api/user/avatar)',
  })
  avatarUrl(@Root() user: User, @Ctx() ctx: ApiContext): string | null {
    return ctx.services.users.avatarUrl(user);
  }

  @FieldResolver(() => String, { description: 'Where the web app lands after sign-in (spec §6)' })
  homePath(@Root() user: User): string {
    return roleHomePath[user.role];
  }
}
