// Tells the favourites and cart store who is signed in, and keeps the browser's lists the same across tabs.
import { useEffect } from 'react';
import { CART_PLANS_STORAGE_KEY, CART_STORAGE_KEY, FAVOURITES_STORAGE_KEY } from '../../app/constants';
import { useSession } from '../session/useSession';
import { attachViewer, rereadBrowserLists } from './saved-store';

export function SavedListsSync() {
  const { user, loading } = useSession();
  const viewerId = loading ? undefined : (user?.id ?? null);

  useEffect(() => {
    if (viewerId !== undefined) attachViewer(viewerId);
  }, [viewerId]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === FAVOURITES_STORAGE_KEY || event.key === CART_STORAGE_KEY || event.key === CART_PLANS_STORAGE_KEY)
        rereadBrowserLists();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
