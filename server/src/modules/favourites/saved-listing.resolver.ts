import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { SavedList, SavedListing } from './saved-listing.entity.js';
import { savedItem, savedListsMerge } from './saved-listing.service.js';
import { SavedItemInput, SavedListingsMergeInput, SavedListingsPayload } from './saved-listing.types.js';

@Resolver(() => SavedListing)
export class SavedListingResolver {
  @Authorized()
  @Query(() => [SavedListing], { description: "The viewer's favourites, newest first" })
  myFavourites(@Ctx() ctx: ApiContext) {
    return ctx.services.savedListings.list(ctx, SavedList.FAVOURITES);
  }

  @Authorized()
  @Query(() => [SavedListing], { description: "The viewer's cart, newest first" })
  myCart(@Ctx() ctx: ApiContext) {
    return ctx.services.savedListings.list(ctx, SavedList.CART);
  }

  @Authorized()
  @Mutation(() => SavedListingsPayload, { description: 'Adds a listing to the favourites (again is a no-op)' })
  favouriteAdd(@Arg('input') input: SavedItemInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SavedListingsPayload, async () => ({
      favourites: await ctx.services.savedListings.add(ctx, SavedList.FAVOURITES, commandOf(savedItem, input)),
    }));
  }

  @Authorized()
  @Mutation(() => SavedListingsPayload)
  favouriteRemove(@Arg('input') input: SavedItemInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SavedListingsPayload, async () => ({
      favourites: await ctx.services.savedListings.remove(ctx, SavedList.FAVOURITES, commandOf(savedItem, input)),
    }));
  }

  @Authorized()
  @Mutation(() => SavedListingsPayload, {
    description: 'Adds a listing to the cart, with its plan when given (again: only the plan given replaces the one kept)',
  })
  cartAdd(@Arg('input') input: SavedItemInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SavedListingsPayload, async () => ({ cart: await ctx.services.savedListings.add(ctx, SavedList.CART, commandOf(savedItem, input)) }));
  }

  @Authorized()
  @Mutation(() => SavedListingsPayload, {
    description: 'Replaces what the traveller chose for an item of the cart (dates, party, departure, table, pre-order); the cart is kept per account',
  })
  cartPlanSet(@Arg('input') input: SavedItemInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SavedListingsPayload, async () => ({ cart: await ctx.services.savedListings.setPlan(ctx, commandOf(savedItem, input)) }));
  }

  @Authorized()
  @Mutation(() => SavedListingsPayload)
  cartRemove(@Arg('input') input: SavedItemInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SavedListingsPayload, async () => ({ cart: await ctx.services.savedListings.remove(ctx, SavedList.CART, commandOf(savedItem, input)) }));
  }

  @Authorized()
  @Mutation(() => SavedListingsPayload, { description: 'Merges the favourites and cart the browser kept before sign-in; no duplicates' })
  savedListingsMerge(@Arg('input') input: SavedListingsMergeInput, @Ctx() ctx: ApiContext) {
    return payloadOf(SavedListingsPayload, async () => {
      await ctx.services.savedListings.merge(ctx, commandOf(savedListsMerge, input));
      return {
        favourites: await ctx.services.savedListings.list(ctx, SavedList.FAVOURITES),
        cart: await ctx.services.savedListings.list(ctx, SavedList.CART),
      };
    });
  }
}
