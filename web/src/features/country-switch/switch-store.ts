// The country switch of spec §4: its state, which the header and the overlay read; interrupted switches are undone
// on load. The switch itself (one request for the new country, an overlay seen for at least 3 s, a silent revert on
// failure or after 15 s, stale switches ignored) is country-switching.ts, loaded as the country menu opens.
import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { COUNTRY_STORAGE_KEY, PENDING_COUNTRY_STORAGE_KEY, STABLE_COUNTRY_STORAGE_KEY } from '../../app/constants';

export type SwitchState = { status: 'idle' } | { status: 'loading'; code: string; label: string; id: number };

const idle: SwitchState = { status: 'idle' };
let state: SwitchState = idle;
const listeners = new Set<() => void>();

export function setState(next: SwitchState) {
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

export const storage = {
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

/** Resolves when the latest switch's overlay has its map on screen (country-switching.ts sets it). */
let overlayShown: () => void = () => {};

/** The overlay calls this once its map is on screen: the 3 s the traveller sees it count from then. */
export function overlayOnScreen() {
  overlayShown();
}

export function whenOverlayShown(callback: () => void) {
  overlayShown = callback;
}

export interface SwitchRequest {
  code: string;
  label: string;
  client: ApolloClient;
  /** Makes the country the selected one: URL and local storage. */
  commit: (code: string) => void;
}
