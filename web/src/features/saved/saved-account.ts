// The account's favourites and cart over GraphQL, loaded only once someone signs in (saved-store.ts imports
// it lazily), so signed-out pages never download these documents.
import { apolloClient } from '../../app/apollo-client';
import {
  CartAddDocument,
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

const toItem = (saved: SavedListingFieldsFragment): SavedItem => ({ type: saved.listingType, id: saved.listingId, addedAt: String(saved.addedAt) });
const toInput = (listing: ListingRef) => ({ type: listing.type, listingId: listing.id });

/** The store is the one copy of these lists: Apollo's cache keeps none of them. */
const fetchPolicy = 'no-cache' as const;

/** A refusal fails the change; the store says so in the reader's language. */
function failIfRefused(userErrors: readonly { code: string }[] | undefined) {
  if (userErrors?.length) throw new Error(`saved list change refused: ${userErrors[0]?.code}`);
}

/** The account's lists; what the browser kept before sign-in is merged in first (no duplicates). */
export async function loadAccountLists(browserKept: SavedLists): Promise<SavedLists> {
  if (browserKept.favourites.length || browserKept.cart.length) {
    const { data } = await apolloClient.mutate({
      mutation: SavedListingsMergeDocument,
      variables: { input: { favourites: browserKept.favourites.map(toInput), cart: browserKept.cart.map(toInput) } },
      fetchPolicy,
    });
    const merged = data?.savedListingsMerge;
    failIfRefused(merged?.userErrors);
    return { favourites: (merged?.favourites ?? []).map(toItem), cart: (merged?.cart ?? []).map(toItem) };
  }
  const { data } = await apolloClient.query({ query: SavedListsDocument, fetchPolicy });
  return { favourites: (data?.myFavourites ?? []).map(toItem), cart: (data?.myCart ?? []).map(toItem) };
}

async function changeFavourites(change: 'add' | 'remove', variables: { input: ReturnType<typeof toInput> }) {
  if (change === 'add') return (await apolloClient.mutate({ mutation: FavouriteAddDocument, variables, fetchPolicy })).data?.favouriteAdd;
  return (await apolloClient.mutate({ mutation: FavouriteRemoveDocument, variables, fetchPolicy })).data?.favouriteRemove;
}

async function changeCart(change: 'add' | 'remove', variables: { input: ReturnType<typeof toInput> }) {
  if (change === 'add') return (await apolloClient.mutate({ mutation: CartAddDocument, variables, fetchPolicy })).data?.cartAdd;
  return (await apolloClient.mutate({ mutation: CartRemoveDocument, variables, fetchPolicy })).data?.cartRemove;
}

/** Adds or removes one listing; answers the list as the server now holds it. */
export async function changeAccountList(list: SavedListName, change: 'add' | 'remove', listing: ListingRef): Promise<SavedItem[]> {
  const variables = { input: toInput(listing) };
  if (list === 'favourites') {
    const payload = await changeFavourites(change, variables);
    failIfRefused(payload?.userErrors);
    return (payload?.favourites ?? []).map(toItem);
  }
  const payload = await changeCart(change, variables);
  failIfRefused(payload?.userErrors);
  return (payload?.cart ?? []).map(toItem);
}
