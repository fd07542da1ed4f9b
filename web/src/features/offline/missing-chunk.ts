// A page of the version on screen asks for a chunk that a newer deploy removed (Vite's vite:preloadError): the page
// reloads into the new version, through its service worker when there is one. Once per version: if the chunk is
// still missing after that reload, the page's error screen shows (with its own Reload button), never a reload loop.
import { installedNewVersion, reloadIntoNewVersion } from './service-worker';

const RELOADED_FROM = 'missingChunkReloadedFrom';
/** This build's entry chunk: the same one after the reload means no new version came. */
const thisVersion = import.meta.url;
let reloading = false;

/** True once the page is on its way to the new version: its error screen would only flash before the reload. */
export const isReloadingForMissingChunk = () => reloading;

/** Whether this version already reloaded for a missing chunk in this tab (marked now if not); storage off counts as yes. */
function reloadedBefore(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FROM) === thisVersion) return true;
    sessionStorage.setItem(RELOADED_FROM, thisVersion);
    return false;
  } catch {
    return true;
  }
}

export function recoverFromMissingChunks() {
  window.addEventListener('vite:preloadError', () => {
    // Offline, the chunk is not gone, only out of reach: the page's error screen says so better than a reload.
    if (reloading || !navigator.onLine || reloadedBefore()) return;
    reloading = true;
    void installedNewVersion()
      .catch(() => null)
      .then(reloadIntoNewVersion);
  });
}
