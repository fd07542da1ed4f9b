// The account's favourites and cart over GraphQL, loaded only once someone signs in (saved-store.ts imports
// it lazily), so signed-out pages never download these documents.
import { apolloClient } from '../../app/apollo-client';
import {
  CartAddDocument,
  type CartItemPlanInput,
  CartPlanSetDocument,
  CartRemoveDocument,
  FavouriteAddDocument,
  FavouriteRemoveDocument,
  SavedListingsMergeDocument,
  SavedListsDocument,
  type SavedListingFieldsFragment,
} from '../../gql/graphql';
import type { ListingRef, SavedItem } from './saved-items';

export type SavedListName = 'favourites' | 'cart';

export interface SavedLists {
  favourites: SavedItem[];
  cart: SavedItem[];
}

/** The account's lists, and the plan kept with each cart item (by planKeyOf), as the server answered it. */
export interface AccountLists extends SavedLists {
  plans: Record<string, unknown>;
}

const toItem = (saved: SavedListingFieldsFragment): SavedItem => ({ type: saved.listingType, id: saved.listingId, addedAt: String(saved.addedAt) });
const toInput = (listing: ListingRef, plan?: CartItemPlanInput) => ({ type: listing.type, listingId: listing.id, ...(plan && { plan }) });
const plansOf = (cart: readonly SavedListingFieldsFragment[]) =>
  Object.fromEntries(cart.filter((saved) => saved.plan).map((saved) => [`${saved.listingType}:${saved.listingId}`, saved.plan]));
const accountLists = (favourites: readonly SavedListingFieldsFragment[], cart: readonly SavedListingFieldsFragment[]): AccountLists => ({
  favourites: favourites.map(toItem),
  cart: cart.map(toItem),
  plans: plansOf(cart),
});

/** The store is the one copy of these lists: Apollo's cache keeps none of them. */
const fetchPolicy = 'no-cache' as const;

/** A refusal fails the change; the store says so in the reader's language. */
function failIfRefused(userErrors: readonly { code: string }[] | undefined) {
  if (userErrors?.length) throw new Error(`saved list change refused: ${userErrors[0]?.code}`);
}

/**
 * The account's lists; what the browser kept before sign-in is merged in first, each cart item with the plan set
 * here (`plans`, by planKeyOf), which wins over the account's: the newer choice (no duplicates).
 */
export async function loadAccountLists(browserKept: SavedLists, plans: Record<string, CartItemPlanInput>): Promise<AccountLists> {
  if (browserKept.favourites.length || browserKept.cart.length) {
    const cart = browserKept.cart.map((item) => toInput(item, plans[`${item.type}:${item.id}`]));
    const { data } = await apolloClient.mutate({
      mutation: SavedListingsMergeDocument,
      variables: { input: { favourites: browserKept.favourites.map((item) => toInput(item)), cart } },
      fetchPolicy,
    });
    const merged = data?.savedListingsMerge;
    failIfRefused(merged?.userErrors);
    return accountLists(merged?.favourites ?? [], merged?.cart ?? []);
  }
  const { data } = await apolloClient.query({ query: SavedListsDocument, fetchPolicy });
  return accountLists(data?.myFavourites ?? [], data?.myCart ?? []);
}

/** Keeps a cart item's plan in the account; a refusal (the item left the cart meanwhile) fails the change. */
export async function changeAccountPlan(listing: ListingRef, plan: CartItemPlanInput): Promise<void> {
  const { data } = await apolloClient.mutate({ mutation: CartPlanSetDocument, variables: { input: toInput(listing, plan) }, fetchPolicy });
  failIfRefused(data?.cartPlanSet?.userErrors);
}

async function changeFavourites(change: 'add' | 'remove', variables: { input: ReturnType<typeof toInput> }) {
  if (change === 'add') return (await apolloClient.mutate({ mutation: FavouriteAddDocument, variables, fetchPolicy })).data?.favouriteAdd;
  return (await apolloClient.mutate({ mutation: FavouriteRemoveDocument, variables, fetchPolicy })).data?.favouriteRemove;
}

async function changeCart(change: 'add' | 'remove', variables: { input: ReturnType<typeof toInput> }) {
  if (change === 'add') return (await apolloClient.mutate({ mutation: CartAddDocument, variables, fetchPolicy })).data?.cartAdd;
  return (await apolloClient.mutate({ mutation: CartRemoveDocument, variables, fetchPolicy })).data?.cartRemove;
}

/** Adds (a cart item with its plan, when given) or removes one listing; answers the list as the server now holds it. */
export async function changeAccountList(list: SavedListName, change: 'add' | 'remove', listing: ListingRef, plan?: CartItemPlanInput): Promise<SavedItem[]> {
  const variables = { input: toInput(listing, plan) };
  if (list === 'favourites') {
    const payload = await changeFavourites(change, variables);
    failIfRefused(payload?.userErrors);
    return (payload?.favourites ?? []).map(toItem);
  }
  const payload = await changeCart(change, variables);
  failIfRefused(payload?.userErrors);
  return (payload?.cart ?? []).map(toItem);
}
