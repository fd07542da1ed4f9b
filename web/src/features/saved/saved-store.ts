// The favourites and cart every component reads (spec §3), with each cart item's plan (cart-plans.ts): the
// browser's own while signed out, the account's once signed in. The first time the store sees a signed-in viewer
// while the browser still holds lists, it merges them, with their plans, into the account (savedListingsMerge)
// and forgets the browser copies, so the merge happens once, right after sign-in. Every change of the cart is
// broadcast by the cart-updated window event.
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, CART_UPDATED_EVENT, FAVOURITES_STORAGE_KEY } from '../../app/constants';
import type { CartItemPlanInput } from '../../gql/graphql';
import { type CartItemPlan, planKeyOf, planOf, readPlans, storedPlanOf, storePlans } from './cart-plans';
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
  /** What the traveller chose for each cart item, by planKeyOf; an item without one shows the defaults. */
  plans: Record<string, CartItemPlan>;
}

const storageKeys: Record<ListName, string> = { favourites: FAVOURITES_STORAGE_KEY, cart: CART_STORAGE_KEY };

/** The lists before anything is known: the server's first paint has them so, and so does the render hydrating it. */
const unknown: SavedState = { status: 'loading', signedIn: false, favourites: [], cart: [], plans: {} };
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

const browserLists = () => ({ favourites: readStoredItems(FAVOURITES_STORAGE_KEY), cart: readStoredItems(CART_STORAGE_KEY), plans: readPlans() });

async function loadAccount(current: number) {
  try {
    const { loadAccountLists } = await import('./saved-account');
    const browser = browserLists();
    const browserPlans = Object.fromEntries(
      browser.cart.filter((item) => browser.plans[planKeyOf(item)]).map((item) => [planKeyOf(item), storedPlanOf(item, browser.plans[planKeyOf(item)]!)]),
    );
    const lists = await loadAccountLists(browser, browserPlans);
    // Now in the account: the browser's copies would only be merged again.
    storeItems(FAVOURITES_STORAGE_KEY, []);
    storeItems(CART_STORAGE_KEY, []);
    storePlans({});
    const plans: Record<string, CartItemPlan> = {};
    for (const [key, stored] of Object.entries(lists.plans)) {
      const plan = planOf(stored);
      if (plan) plans[key] = plan;
    }
    if (current === generation) update({ status: 'ready', favourites: lists.favourites, cart: lists.cart, plans });
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
  update({ status: 'loading', signedIn: true, favourites: [], cart: [], plans: {} });
  void loadAccount(current);
}

/** Another tab changed the browser's lists: show the same. */
export function rereadBrowserLists() {
  if (viewer === null) update(browserLists());
}

/** What the traveller chose for the cart's items, by planKeyOf. */
export function useCartPlans(): Record<string, CartItemPlan> {
  return useSyncExternalStore(
    subscribe,
    () => state.plans,
    () => unknown.plans,
  );
}

/** After a failed load: asks again. */
export function reloadSavedLists() {
  if (viewer === undefined) return;
  const signedInViewer = viewer;
  viewer = undefined;
  attachViewer(signedInViewer);
}

async function change(list: ListName, kind: 'add' | 'remove', listing: ListingRef, plan?: CartItemPlanInput) {
  const removed = state[list].find((item) => sameListing(item, listing));
  const changed = kind === 'add' ? withListing(state[list], listing) : withoutListing(state[list], listing);
  update({ [list]: changed });
  if (!state.signedIn) return storeItems(storageKeys[list], changed);
  const current = generation;
  try {
    const { changeAccountList } = await import('./saved-account');
    const saved = await changeAccountList(list, kind, listing, plan);
    if (current === generation) update({ [list]: saved });
  } catch {
    if (current !== generation) return;
    // Undo only this change: others may have been made meanwhile.
    update({ [list]: kind === 'add' ? withoutListing(state[list], listing) : withListing(state[list], listing, removed?.addedAt) });
    await i18n.loadNamespaces('saved');
    notify({ title: i18n.t('saved:notSaved'), type: 'error' });
  }
}

/** Plans waiting to be kept in the account: the last one of each item, sent once the traveller pauses. */
const pendingPlans = new Map<string, ReturnType<typeof setTimeout>>();
const PLAN_SAVE_DELAY_MS = 400;

async function keepPlanInAccount(listing: ListingRef, current: number) {
  pendingPlans.delete(planKeyOf(listing));
  const plan = state.plans[planKeyOf(listing)];
  if (!plan || current !== generation || !state.cart.some((item) => sameListing(item, listing))) return;
  try {
    const { changeAccountPlan } = await import('./saved-account');
    await changeAccountPlan(listing, storedPlanOf(listing, plan));
  } catch {
    if (current !== generation) return;
    await i18n.loadNamespaces('saved');
    notify({ title: i18n.t('saved:notSaved'), type: 'error' });
  }
}

/** What the traveller chose for a cart item: shown at once, kept in this browser or (a moment later) in the account. */
export function setCartPlan(listing: ListingRef, plan: CartItemPlan) {
  const key = planKeyOf(listing);
  update({ plans: { ...state.plans, [key]: plan } });
  if (!state.signedIn) return storePlans(state.plans);
  clearTimeout(pendingPlans.get(key));
  const current = generation;
  pendingPlans.set(
    key,
    setTimeout(() => void keepPlanInAccount(listing, current), PLAN_SAVE_DELAY_MS),
  );
}

/** Sends the plans still waiting at once (before a checkout, or before leaving the page). */
export async function flushCartPlans() {
  const current = generation;
  const waiting = [...pendingPlans.entries()];
  for (const [, timer] of waiting) clearTimeout(timer);
  await Promise.all(
    waiting.map(([key]) => {
      const listing = state.cart.find((item) => planKeyOf(item) === key);
      return listing ? keepPlanInAccount(listing, current) : pendingPlans.delete(key);
    }),
  );
}

/** The item's plan leaves with it. */
function forgetPlan(listing: ListingRef) {
  const key = planKeyOf(listing);
  if (!(key in state.plans)) return;
  clearTimeout(pendingPlans.get(key));
  pendingPlans.delete(key);
  const { [key]: _removed, ...plans } = state.plans;
  update({ plans });
  if (!state.signedIn) storePlans(plans);
}

export const toggleFavourite = (listing: ListingRef, saved: boolean) => change('favourites', saved ? 'remove' : 'add', listing);
/** Puts a listing in the cart, with what was already chosen on its page (a tour's departure) when given. */
export const addToCart = (listing: ListingRef, plan?: CartItemPlan) => {
  if (!plan) return change('cart', 'add', listing);
  update({ plans: { ...state.plans, [planKeyOf(listing)]: plan } });
  if (!state.signedIn) storePlans(state.plans);
  // Signed in, the plan goes with the item in one request: it cannot arrive before the item.
  return change('cart', 'add', listing, storedPlanOf(listing, plan));
};
export const removeFromCart = (listing: ListingRef) => {
  forgetPlan(listing);
  return change('cart', 'remove', listing);
};

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
