// The map itself (Leaflet, react-leaflet): OpenStreetMap's tiles, the listing's pin, the attribution OpenStreetMap
// asks for, zoom buttons in the page's language. The wheel scrolls the page, not the map; on touch screens one finger
// scrolls the page too. Leaflet's container takes the keyboard (arrows pan, + and - zoom). Loaded by ListingMap only.
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { LISTING_MAP_ZOOM, MAP_TILE_URL } from '../../app/constants';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export default function ListingMapView({ lat, lng, height }: { lat: number; lng: number; height: number }) {
  const { t } = useTranslation('listings');
  const touch = window.matchMedia('(pointer: coarse)').matches;
  // Leaflet writes the attribution as HTML: the translated word is escaped.
  const attribution = `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${escapeHtml(t('map.contributors'))}`;
  return (
    // Maps read left to right in every language: Leaflet's controls sit where its styles expect them.
    <div dir="ltr">
      <MapContainer center={[lat, lng]} zoom={LISTING_MAP_ZOOM} scrollWheelZoom={false} dragging={!touch} zoomControl={false} style={{ height, width: '100%' }}>
        <TileLayer url={MAP_TILE_URL} attribution={attribution} />
        <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        <CircleMarker
          center={[lat, lng]}
          radius={10}
          interactive={false}
          className="listing-map-marker"
          pathOptions={{ color: '#8f3f22', fillColor: '#b5542f', fillOpacity: 0.85, weight: 3 }}
        />
      </MapContainer>
    </div>
  );
}
