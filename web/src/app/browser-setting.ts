// A setting the traveller makes in this browser (low data, display currency): kept in local storage, read by every
// component through useSyncExternalStore, and the same on the server's first paint (`serverValue`), since the server
// cannot know it. In private mode it lasts the visit.
import { useSyncExternalStore } from 'react';

export interface BrowserSetting {
  /** Keeps `value`, or forgets the setting (null). */
  set(value: string | null): void;
  /** The kept value (null when none), re-read whenever it changes, in this tab or another. */
  useValue(): string | null;
}

export function browserSetting(key: string): BrowserSetting {
  const changed = `${key}-changed`;
  const read = () => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const subscribe = (listener: () => void) => {
    window.addEventListener(changed, listener);
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener(changed, listener);
      window.removeEventListener('storage', listener);
    };
  };
  return {
    set(value) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Private mode: the setting lasts the visit.
      }
      window.dispatchEvent(new Event(changed));
    },
    // The server's first paint knows no setting: the page is painted as with none.
    useValue: () => useSyncExternalStore(subscribe, read, () => null),
  };
}
