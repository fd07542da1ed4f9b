// The favourites and cart every component reads (spec §3): the browser's own lists while signed out, the
// account's once signed in. The first time the store sees a signed-in viewer while the browser still holds
// lists, it merges them into the account (savedListingsMerge) and forgets the browser copies, so the merge
// happens once, right after sign-in. Every change of the cart is broadcast by the cart-updated window event.
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, CART_UPDATED_EVENT, FAVOURITES_STORAGE_KEY } from '../../app/constants';
import i18n from '../../app/i18n';
import { notify } from '../session/notify';
import { type ListingRef, readStoredItems, type SavedItem, sameListing, storeItems, withListing, withoutListing } from './saved-items';

type ListName = 'favourites' | 'cart';

export interface SavedState {
  /** 'loading' until it is known who is signed in and their lists have arrived. */
  status: 'loading' | 'ready' | 'failed';
  signedIn: boolean;
  favourites: SavedItem[];
  cart: SavedItem[];
}

const storageKeys: Record<ListName, string> = { favourites: FAVOURITES_STORAGE_KEY, cart: CART_STORAGE_KEY };

/** The lists before anything is known: the server's first paint has them so, and so does the render hydrating it. */
const unknown: SavedState = { status: 'loading', signedIn: false, favourites: [], cart: [] };
let state = unknown;
/** The signed-in account's id, null when signed out, undefined until known. */
let viewer: string | null | undefined;
/** Answers that arrive after the viewer changed are dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function update(next: Partial<SavedState>) {
  const countBefore = state.cart.length;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
  if (state.cart.length !== countBefore) window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: state.cart.length } }));
}

const browserLists = () => ({ favourites: readStoredItems(FAVOURITES_STORAGE_KEY), cart: readStoredItems(CART_STORAGE_KEY) });

async function loadAccount(current: number) {
  try {
    const { loadAccountLists } = await import('./saved-account');
    const lists = await loadAccountLists(browserLists());
    // Now in the account: the browser's copies would only be merged again.
    storeItems(FAVOURITES_STORAGE_KEY, []);
    storeItems(CART_STORAGE_KEY, []);
    if (current === generation) update({ status: 'ready', ...lists });
  } catch {
    if (current === generation) update({ status: 'failed' });
  }
}

/** Who is signed in (null: nobody); SavedListsSync tells the store whenever it changes. */
export function attachViewer(viewerId: string | null) {
  if (viewerId === viewer) return;
  viewer = viewerId;
  const current = ++generation;
  if (!viewerId) return update({ status: 'ready', signedIn: false, ...browserLists() });
  update({ status: 'loading', signedIn: true, favourites: [], cart: [] });
  void loadAccount(current);
}

/** Another tab changed the browser's lists: show the same. */
export function rereadBrowserLists() {
  if (viewer === null) update(browserLists());
}

/** After a failed load: asks again. */
export function reloadSavedLists() {
  if (viewer === undefined) return;
  const signedInViewer = viewer;
  viewer = undefined;
  attachViewer(signedInViewer);
}

async function change(list: ListName, kind: 'add' | 'remove', listing: ListingRef) {
  const removed = state[list].find((item) => sameListing(item, listing));
  const changed = kind === 'add' ? withListing(state[list], listing) : withoutListing(state[list], listing);
  update({ [list]: changed });
  if (!state.signedIn) return storeItems(storageKeys[list], changed);
  const current = generation;
  try {
    const { changeAccountList } = await import('./saved-account');
    const saved = await changeAccountList(list, kind, listing);
    if (current === generation) update({ [list]: saved });
  } catch {
    if (current !== generation) return;
    // Undo only this change: others may have been made meanwhile.
    update({ [list]: kind === 'add' ? withoutListing(state[list], listing) : withListing(state[list], listing, removed?.addedAt) });
    await i18n.loadNamespaces('saved');
    notify({ title: i18n.t('saved:notSaved'), type: 'error' });
  }
}

export const toggleFavourite = (listing: ListingRef, saved: boolean) => change('favourites', saved ? 'remove' : 'add', listing);
export const addToCart = (listing: ListingRef) => change('cart', 'add', listing);
export const removeFromCart = (listing: ListingRef) => change('cart', 'remove', listing);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSavedLists(): SavedState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => unknown,
  );
}

/** One listing's place in a list: a card re-renders only when its own answer changes. */
export function useIsSaved(list: ListName, listing: ListingRef): boolean {
  const saved = () => state[list].some((item) => sameListing(item, listing));
  return useSyncExternalStore(subscribe, saved, () => false);
}

export function useSavedReady(): boolean {
  const ready = () => state.status === 'ready';
  return useSyncExternalStore(subscribe, ready, () => false);
}

function onCartUpdated(listener: () => void) {
  window.addEventListener(CART_UPDATED_EVENT, listener);
  return () => window.removeEventListener(CART_UPDATED_EVENT, listener);
}

/** The cart's count, as the cart-updated event announces it. */
export function useCartCount(): number {
  const count = () => state.cart.length;
  return useSyncExternalStore(onCartUpdated, count, () => 0);
}
