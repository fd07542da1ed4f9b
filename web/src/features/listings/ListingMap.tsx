// Where a listing is: a map with its pin (OpenStreetMap tiles through Leaflet) and a link to the same place on
// OpenStreetMap, the fallback a screen reader or a blocked tile host still has. The map's code is its own chunk,
// fetched once the page runs in the browser, never by the server's first paint nor by the pages without a map.
import { Box, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_MAP_ZOOM, openStreetMapUrl } from '../../app/constants';
import { ListingSection } from './ListingSection';

const ListingMapView = lazy(() => import('./ListingMapView'));

const MAP_HEIGHT = 280;

/** A listing's city as the detail queries read it: its pin sits at the city's centre. */
interface MapCity {
  name: string;
  lat: number;
  lng: number;
}

export function ListingMap({ name, city }: { name: string; city?: MapCity | null }) {
  const { t } = useTranslation('listings');
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!city) return null;
  const placeholder = <Box h={`${MAP_HEIGHT}px`} rounded="lg" bg="savanna.100" />;
  return (
    <ListingSection heading={t('map.heading')} testId="listing-map">
      <Box role="region" aria-label={t('map.label', { name })} rounded="lg" overflow="hidden">
        {inBrowser ? (
          <Suspense fallback={placeholder}>
            <ListingMapView lat={city.lat} lng={city.lng} height={MAP_HEIGHT} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      <Text mt="2" fontSize="sm" color="gray.700">
        {t('map.cityPin', { city: city.name })}{' '}
        <Link href={openStreetMapUrl(city.lat, city.lng, LISTING_MAP_ZOOM)} color="terracotta.700" data-testid="osm-link">
          {t('map.open')}
        </Link>
      </Text>
    </ListingSection>
  );
}
