// A setting the traveller makes in this browser (low data, display currency, the remembered country): kept in local
// storage, read by every component through useSyncExternalStore, and none on the server's first paint, since the
// server cannot know it; a hydrating page reads it as painted too, then the browser's value. In private mode it lasts
// the visit.
import { useSyncExternalStore } from 'react';

export interface BrowserSetting {
  /** Keeps `value`, or forgets the setting (null). */
  set(value: string | null): void;
  /**
   * The kept value (null when none), re-read whenever it changes, in this tab or another. Not `wanted`: null, and a
   * change renders nothing again (a render that has no use for the value this time, the URL's country say).
   */
  useValue(wanted?: boolean): string | null;
}

const unchanging = () => () => {};
const none = () => null;

/**
 * A value only the browser knows (its host name, something in its storage that nothing announces changing): the
 * server's `serverValue` on the first paint and while the painted page hydrates, so both render alike; the
 * browser's from the render after. `read` must answer the same value (a string, a number...) until it changes.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

/** False on the server's first paint and while the painted page hydrates; true from the render after. */
export const useHydrated = (): boolean => useBrowserValue(() => true, false);

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
    // The server's first paint knows no setting: the page is painted, and hydrated, as with none.
    useValue: (wanted = true) => useSyncExternalStore(subscribe, wanted ? read : none, none),
  };
}
