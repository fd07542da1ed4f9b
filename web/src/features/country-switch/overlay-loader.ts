// The switch overlay and its map load only when a country switch starts: neither is part of a page's first render.
export const loadOverlay = () => import('./CountryOverlay');

/** Starts fetching the overlay and its map while the visitor is still choosing, so both are there when it opens. */
export const prefetchOverlay = () => void loadOverlay().then(() => import('./AfricaMap'));
