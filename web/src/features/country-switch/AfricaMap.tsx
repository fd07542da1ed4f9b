// The map of the loading overlay: Africa from world-atlas 50m (cut to Africa), the chosen country pulsing.
import { ComposableMap, Geographies, Geography, ZoomableGroup } from 'react-simple-maps';
import type { GeoJsonObject } from 'geojson';
import africaTopology from './africa-50m.json';
import { matchesShape, type MapCountry } from './map-names';

export const MAP_ZOOM = { start: 1.55, min: 1.2, max: 6 } as const;
// react-simple-maps reads TopoJSON too, though its types name only GeoJSON.
const africa = africaTopology as unknown as GeoJsonObject;
const AFRICA_CENTRE: [number, number] = [17, 2];

const pulseCss = `
@keyframes country-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.45; } }
.country-pulse { animation: country-pulse 1.4s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) { .country-pulse { animation: none; } }
`;

export default function AfricaMap({ country, centre }: { country: MapCountry; centre?: [number, number] }) {
  return (
    <>
      <style>{pulseCss}</style>
      <ComposableMap
        projection="geoMercator"
        projectionConfig={{ scale: 400, center: AFRICA_CENTRE }}
        width={800}
        height={600}
        style={{ width: '100%', height: '100%' }}
        aria-hidden="true"
      >
        <ZoomableGroup center={centre ?? AFRICA_CENTRE} zoom={MAP_ZOOM.start} minZoom={MAP_ZOOM.min} maxZoom={MAP_ZOOM.max}>
          <Geographies geography={africa}>
            {({ geographies }) =>
              geographies.map((geography) => {
                const selected = matchesShape(country, geography);
                const fill = selected ? '#b5542f' : '#efcf85';
                return (
                  <Geography
                    key={geography.rsmKey}
                    geography={geography}
                    className={selected ? 'country-pulse' : undefined}
                    data-selected={selected || undefined}
                    fill={fill}
                    stroke="#fdfaf0"
                    strokeWidth={0.6}
                    style={{ outline: 'none' }}
                  />
                );
              })
            }
          </Geographies>
        </ZoomableGroup>
      </ComposableMap>
    </>
  );
}
