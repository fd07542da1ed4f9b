// Where the listing pages' maps take their pictures from: OpenStreetMap's raster tiles. The web app draws them and the
// web server's Content-Security-Policy lets their host serve images (img-src only), both from this one place.

/** Leaflet's tile template: {z}/{x}/{y} are filled in per tile. */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The origin the tiles come from, as a CSP source. */
export const MAP_TILE_ORIGIN = new URL(MAP_TILE_URL.replace(/[{}]/g, '')).origin;
/** The page OpenStreetMap shows a point on: the map's accessible fallback. */
export const openStreetMapUrl = (lat: number, lng: number, zoom: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
