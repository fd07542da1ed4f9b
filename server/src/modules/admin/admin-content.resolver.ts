// Content of the admin back office over GraphQL; REST: rest-compat/src/admin-content.routes.ts.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { DomainError } from '../../errors.js';
import { commandOf } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { AdminListingKind, listingFieldsSchema } from './admin-listing-kinds.js';
import { adminListingView } from './admin-listing-view.js';
import {
  AdminBookingFilterInput,
  AdminBookingPage,
  AdminListing,
  AdminListingDeletePayload,
  AdminListingFilterInput,
  AdminListingInput,
  AdminListingPage,
  AdminListingPayload,
} from './admin.types.js';
import { BACK_OFFICE_ROLES } from './back-office-access.js';

const kindArg = () => AdminListingKind;

@Resolver()
export class AdminContentResolver {
  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AdminListingPage, { description: 'Every listing of a kind, active or not, newest first (admins and sub-admins)' })
  async adminListings(
    @Arg('kind', kindArg) kind: AdminListingKind,
    @Arg('filter', () => AdminListingFilterInput, { nullable: true }) filter: AdminListingFilterInput | null,
    @Ctx() ctx: ApiContext,
  ): Promise<AdminListingPage> {
    const page = await ctx.services.adminListings.list(ctx, kind, filter ?? {});
    return { ...page, nodes: page.nodes.map((listing) => adminListingView(ctx.services.countries, kind, listing)) };
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AdminListing, { nullable: true, description: 'One listing, active or not; null when there is none' })
  async adminListing(@Arg('kind', kindArg) kind: AdminListingKind, @Arg('id', () => ID) id: string, @Ctx() ctx: ApiContext): Promise<AdminListing | null> {
    try {
      return adminListingView(ctx.services.countries, kind, await ctx.services.adminListings.get(ctx, kind, id));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AdminBookingPage, { description: "One listing's bookings, by status (and start dates)" })
  adminListingBookings(
    @Arg('kind', kindArg) kind: AdminListingKind,
    @Arg('id', () => ID) id: string,
    @Arg('filter', () => AdminBookingFilterInput, { nullable: true }) filter: AdminBookingFilterInput | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.adminBookings.ofListing(ctx, kind, id, filter ?? {});
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminListingPayload, { description: 'Creates a listing owned by a partner of its kind' })
  adminListingCreate(@Arg('kind', kindArg) kind: AdminListingKind, @Arg('input') input: AdminListingInput, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminListingPayload, async () => ({
      listing: adminListingView(ctx.services.countries, kind, await ctx.services.adminListings.create(ctx, kind, commandOf(listingFieldsSchema, input))),
    }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminListingPayload, { description: 'Changes the fields given (the owner too)' })
  adminListingUpdate(
    @Arg('kind', kindArg) kind: AdminListingKind,
    @Arg('id', () => ID) id: string,
    @Arg('input') input: AdminListingInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(AdminListingPayload, async () => ({
      listing: adminListingView(ctx.services.countries, kind, await ctx.services.adminListings.update(ctx, kind, id, commandOf(listingFieldsSchema, input))),
    }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminListingPayload, { description: 'Switches a listing on or off: an inactive one leaves every traveller list and cannot be booked' })
  adminListingStatusSet(@Arg('kind', kindArg) kind: AdminListingKind, @Arg('id', () => ID) id: string, @Arg('active') active: boolean, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminListingPayload, async () => ({
      listing: adminListingView(ctx.services.countries, kind, await ctx.services.adminListings.setActive(ctx, kind, id, active)),
    }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminListingPayload, { description: "Sets the listing's picture: a JPEG, PNG, WebP or GIF as base64, judged by its bytes" })
  adminListingImageUpload(
    @Arg('kind', kindArg) kind: AdminListingKind,
    @Arg('id', () => ID) id: string,
    @Arg('imageBase64') imageBase64: string,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(AdminListingPayload, async () => ({
      listing: adminListingView(ctx.services.countries, kind, await ctx.services.adminListings.setImageFromBase64(ctx, kind, id, imageBase64)),
    }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminListingDeletePayload, { description: 'Deletes a listing with no bookings still to come' })
  adminListingDelete(@Arg('kind', kindArg) kind: AdminListingKind, @Arg('id', () => ID) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminListingDeletePayload, async () => ({ deletedId: (await ctx.services.adminListings.remove(ctx, kind, id)).id }));
  }
}
