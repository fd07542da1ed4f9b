// Business constants of spec §9 that the web app needs, defined once.
export { DEFAULT_COUNTRY, DEFAULT_PAGE_SIZE as PAGE_SIZE } from '../../../shared/src/spec-constants';
export const MAX_PAGE_BUTTONS = 5;
export const SCROLL_DELAY_MS = 100;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const COUNTRY_STORAGE_KEY = 'country';
export const APP_VERSION = '0.1.0';
export const FOOTER_YEAR = 2025;
/** Country switch (spec §9): the overlay shows at least this long; a load taking longer than the timeout reverts. */
export const COUNTRY_OVERLAY_MIN_MS = 3000;
export const COUNTRY_LOAD_TIMEOUT_MS = 15000;
export const PENDING_COUNTRY_STORAGE_KEY = 'pendingCountry';
export const STABLE_COUNTRY_STORAGE_KEY = 'lastStableCountry';
export const COUNTRY_GUIDE_STORAGE_KEY = 'countryGuideShown';
export const COUNTRY_GUIDE_DELAY_MS = 1000;
export const ALL_COUNTRIES_COUNT = 54;
/** Spec §2: the privacy and terms pages were last updated on this date. */
export const POLICY_LAST_UPDATED = '2025-10-04';
/** Spec §2: the support contacts the contact, feedback and help pages show. */
export const SUPPORT_EMAIL = 'support@jambo-africa.com';
export const SUPPORT_WHATSAPP = '+250 788 000 000';
/** Spec §9 local storage keys of the favourites, the cart and the tour itinerary's completed steps. */
export const FAVOURITES_STORAGE_KEY = 'favourites';
export const CART_STORAGE_KEY = 'cart';
/** Beside the cart: the dates, time and party the traveller set for each item before checking out. */
export const CART_PLANS_STORAGE_KEY = 'cart-plans';
export const ITINERARY_STORAGE_KEY = 'itinerarySteps';
/** Spec §2/§9: the cart badge shows the count up to this, then '99+'. */
export const CART_BADGE_CAP = 99;
/** Spec §3: the window event that carries the cart's new count to every open component. */
export const CART_UPDATED_EVENT = 'cart-updated';
/** The listing maps' OpenStreetMap tiles and the page that shows a point there (shared with the web server's CSP). */
export { MAP_TILE_URL, openStreetMapUrl } from '../../../shared/src/map-tiles';
/** How close the listing maps start: a city's streets. */
export const LISTING_MAP_ZOOM = 13;
