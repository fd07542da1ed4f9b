// The country switch of spec §4: one request for the new country, an overlay seen for at least 3 s, a
// silent revert on failure or after 15 s, stale switches ignored, interrupted switches undone on load.
import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import {
  COUNTRY_LOAD_TIMEOUT_MS,
  COUNTRY_OVERLAY_MIN_MS,
  COUNTRY_STORAGE_KEY,
  PAGE_SIZE,
  PENDING_COUNTRY_STORAGE_KEY,
  STABLE_COUNTRY_STORAGE_KEY,
} from '../../app/constants';
import { scrollToTop } from '../../app/scroll';
import { CountrySwitchDocument, ListingCitiesDocument } from '../../gql/graphql';

export type SwitchState = { status: 'idle' } | { status: 'loading'; code: string; label: string; id: number };

const idle: SwitchState = { status: 'idle' };
let state: SwitchState = idle;
const listeners = new Set<() => void>();

function setState(next: SwitchState) {
  state = next;
  for (const listener of listeners) listener();
}

export function useSwitchState(): SwitchState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // No switch is under way on the server's first paint, nor while the page hydrates.
    () => idle,
  );
}

const storage = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode: the URL still carries the country.
    }
  },
  remove: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/** A pending marker means the page was closed mid-switch: fall back to the last stable country. */
function recoverInterruptedSwitch() {
  if (storage.get(PENDING_COUNTRY_STORAGE_KEY) === null) return;
  const stable = storage.get(STABLE_COUNTRY_STORAGE_KEY);
  if (stable) storage.set(COUNTRY_STORAGE_KEY, stable);
  storage.remove(PENDING_COUNTRY_STORAGE_KEY);
}
// Runs on import, before the header first reads the stored country.
recoverInterruptedSwitch();

export function rememberStableCountry(code: string) {
  if (state.status === 'idle') storage.set(STABLE_COUNTRY_STORAGE_KEY, code);
}

export const switchVariables = (code: string) => ({ code, paging: { page: 1, size: PAGE_SIZE } });

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, Math.max(0, ms)));

async function loadCountry(client: ApolloClient, code: string): Promise<boolean> {
  let timer = 0;
  const timeout = new Promise<false>((resolve) => {
    timer = window.setTimeout(() => resolve(false), COUNTRY_LOAD_TIMEOUT_MS);
  });
  const load = client
    .query({ query: CountrySwitchDocument, variables: switchVariables(code) })
    .then((result) => Boolean(result.data?.country))
    .catch(() => false);
  try {
    return await Promise.race([load, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

let latest = 0;

/** Resolves when the latest switch's overlay has its map on screen. */
let overlayShown: () => void = () => {};

/** The overlay calls this once its map is on screen: the 3 s the traveller sees it count from then. */
export function overlayOnScreen() {
  overlayShown();
}

/**
 * When the overlay's map is on screen, or, if its code never arrives (offline, a removed chunk), when the switch
 * started: on a slow phone the lazily loaded map can land after the country's answer, and is still shown its 3 s.
 */
function shownSince(startedAt: number): Promise<number> {
  const shown = new Promise<number>((resolve) => {
    overlayShown = () => resolve(performance.now());
  });
  return Promise.race([shown, sleep(COUNTRY_LOAD_TIMEOUT_MS).then(() => startedAt)]);
}

function isCountryCached(client: ApolloClient, code: string): boolean {
  return Boolean(
    client.readQuery({ query: CountrySwitchDocument, variables: switchVariables(code) })?.country ??
      client.readQuery({ query: ListingCitiesDocument, variables: { code } })?.country,
  );
}

interface SwitchRequest {
  code: string;
  label: string;
  client: ApolloClient;
  /** Makes the country the selected one: URL and local storage. */
  commit: (code: string) => void;
}

export async function startCountrySwitch({ code, label, client, commit }: SwitchRequest) {
  const id = ++latest;
  const finish = () => {
    commit(code);
    storage.remove(PENDING_COUNTRY_STORAGE_KEY);
    setState({ status: 'idle' });
    storage.set(STABLE_COUNTRY_STORAGE_KEY, code);
    scrollToTop();
  };

  // A country seen before in this visit (its switch answer, or its name and cities from a list page) is
  // in the cache: switch at once, with no request and no overlay; its pages read what they cached then.
  if (isCountryCached(client, code)) {
    finish();
    return;
  }

  storage.set(PENDING_COUNTRY_STORAGE_KEY, code);
  const shown = shownSince(performance.now());
  setState({ status: 'loading', code, label, id });
  const [loaded, shownAt] = await Promise.all([loadCountry(client, code), shown]);
  await sleep(COUNTRY_OVERLAY_MIN_MS - (performance.now() - shownAt));
  if (id !== latest) return; // A newer switch owns the overlay now.
  if (loaded) finish();
  else {
    // Silent revert: the selected country never changed, only the marker and the overlay go.
    storage.remove(PENDING_COUNTRY_STORAGE_KEY);
    setState({ status: 'idle' });
  }
}
