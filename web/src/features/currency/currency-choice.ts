// The traveller's display currency, when they chose one: kept in local storage; unset, the browsed country's.
import { useSyncExternalStore } from 'react';

const CURRENCY_KEY = 'displayCurrency';
const CHANGED = 'display-currency-changed';

function read(): string | null {
  try {
    return localStorage.getItem(CURRENCY_KEY);
  } catch {
    return null;
  }
}

/** Remembers `currency` (an ISO 4217 code), or forgets the choice (null): the country's currency again. */
export function chooseCurrency(currency: string | null) {
  try {
    if (currency) localStorage.setItem(CURRENCY_KEY, currency);
    else localStorage.removeItem(CURRENCY_KEY);
  } catch {
    // Private mode: the choice lasts the visit.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function useCurrencyChoice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener(CHANGED, listener);
      window.addEventListener('storage', listener);
      return () => {
        window.removeEventListener(CHANGED, listener);
        window.removeEventListener('storage', listener);
      };
    },
    read,
    // The server's first paint shows the country's currency: the choice lives in the browser.
    () => null,
  );
}
