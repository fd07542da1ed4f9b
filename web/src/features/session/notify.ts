// Toasts without their weight on first paint: `notify()` queues a notice and loads the toaster (zag's
// toast machine, ~6 KB compressed) the first time one is shown or F8 is pressed; it shows the queue once mounted.
import { useSyncExternalStore } from 'react';

export interface Notice {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'warning' | 'info';
  duration?: number;
}

type Show = (notice: Notice) => void;

let show: Show | null = null;
const waiting: Notice[] = [];
let wanted = false;
/** F8 pressed before the toaster loaded: it focuses its region once there. */
let focusWhenReady = false;
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function notify(notice: Notice) {
  if (show) show(notice);
  else {
    waiting.push(notice);
    want();
  }
}

/** Spec §9: F8 focuses the notifications region; before the toaster exists it loads it first. */
export function requestToasterFocus() {
  if (show) return;
  focusWhenReady = true;
  want();
}

/** Called by the mounted toaster: from now on notices go straight to it. */
export function attachToaster(create: Show, focusRegion: () => void): () => void {
  show = create;
  for (const notice of waiting.splice(0)) create(notice);
  if (focusWhenReady) {
    focusWhenReady = false;
    focusRegion();
  }
  return () => {
    show = null;
  };
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    // The server's first paint has no toaster.
    () => false,
  );
}
