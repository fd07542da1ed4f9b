// Where a listing is: a map with its pin (OpenStreetMap tiles through Leaflet) and a link to the same place on
// OpenStreetMap, the fallback a screen reader or a blocked tile host still has. The map's code is its own chunk,
// fetched when the map comes near the screen (Leaflet is the largest code on a detail page, and most visitors
// book before scrolling to it), never by the server's first paint nor by the pages without a map.
import { Box, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_MAP_ZOOM, openStreetMapUrl } from '../../app/constants';
import { ListingSection } from './ListingSection';

const ListingMapView = lazy(() => import('./ListingMapView'));

const MAP_HEIGHT = 280;
/** How far below the screen the map starts loading, so it is usually drawn by the time it is scrolled to. */
const NEAR_SCREEN = '400px';

/** Whether the element has come within NEAR_SCREEN of the screen (false on the server and until then). */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: NEAR_SCREEN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** Where a listing is, as the detail queries read it: its own place, or its city's centre when its partner has not placed it. */
interface MapPosition {
  lat: number;
  lng: number;
  exact: boolean;
}

export function ListingMap({ name, position, city }: { name: string; position?: MapPosition | null; city?: { name: string } | null }) {
  const { t } = useTranslation('listings');
  const { ref, near } = useNearScreen();
  if (!position) return null;
  const placeholder = <Box h={`${MAP_HEIGHT}px`} rounded="lg" bg="savanna.100" />;
  return (
    <ListingSection heading={t('map.heading')} testId="listing-map">
      <Box ref={ref} role="region" aria-label={t('map.label', { name })} rounded="lg" overflow="hidden">
        {near ? (
          <Suspense fallback={placeholder}>
            <ListingMapView lat={position.lat} lng={position.lng} height={MAP_HEIGHT} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      <Text mt="2" fontSize="sm" color="gray.700">
        {!position.exact && city && <>{t('map.cityPin', { city: city.name })} </>}
        <Link href={openStreetMapUrl(position.lat, position.lng, LISTING_MAP_ZOOM)} color="terracotta.700" data-testid="osm-link">
          {t('map.open')}
        </Link>
      </Text>
    </ListingSection>
  );
}
