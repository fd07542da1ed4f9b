// The low-data setting (issue 12): when on, listing pictures are not downloaded. Kept in local storage.
import { useSyncExternalStore } from 'react';

const LOW_DATA_KEY = 'lowData';
const CHANGED = 'low-data-changed';

function read(): boolean {
  try {
    return localStorage.getItem(LOW_DATA_KEY) === '1';
  } catch {
    return false;
  }
}

export function setLowData(on: boolean) {
  try {
    if (on) localStorage.setItem(LOW_DATA_KEY, '1');
    else localStorage.removeItem(LOW_DATA_KEY);
  } catch {
    // Private mode: the setting lasts the visit.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function useLowData(): boolean {
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
    // The server's first paint shows pictures: the setting lives in the browser.
    () => false,
  );
}
