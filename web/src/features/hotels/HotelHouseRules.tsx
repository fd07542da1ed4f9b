// A hotel's house rules and amenities as travellers read them (issues 28 and 29): times, children and pets, then
// what it offers, each with an icon (hidden from screen readers) beside its words.
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Accessibility,
  AirVent,
  Baby,
  Coffee,
  Dumbbell,
  Flower2,
  LogIn,
  LogOut,
  type LucideIcon,
  PawPrint,
  Plane,
  SquareParking,
  UtensilsCrossed,
  Waves,
  Wifi,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HotelAmenity, HotelDetailsQuery } from '../../gql/graphql';
import { formatClock } from '../listings/format';

type Hotel = NonNullable<HotelDetailsQuery['hotel']>;

export const AMENITY_ICONS: Record<HotelAmenity, LucideIcon> = {
  WIFI: Wifi,
  POOL: Waves,
  PARKING: SquareParking,
  AIRPORT_SHUTTLE: Plane,
  RESTAURANT: UtensilsCrossed,
  AIR_CONDITIONING: AirVent,
  BREAKFAST: Coffee,
  SPA: Flower2,
  GYM: Dumbbell,
  ACCESSIBLE_ROOMS: Accessibility,
};

function Rule({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <List.Item display="flex" gap="2" alignItems="center">
      <Box as="span" color="forest.700" flexShrink="0">
        <Icon aria-hidden="true" size={18} />
      </Box>
      <Text as="span">{children}</Text>
    </List.Item>
  );
}

export function HotelHouseRules({ hotel }: { hotel: Pick<Hotel, 'amenities' | 'policies'> }) {
  const { t, i18n } = useTranslation('hotels');
  const language = i18n.resolvedLanguage ?? 'en';
  const { policies } = hotel;
  const clock = (time: string) => formatClock(time, language);
  return (
    <SimpleGrid as="section" aria-labelledby="house-rules" columns={{ base: 1, md: 2 }} gap="6" data-testid="hotel-house-rules">
      <Box>
        <Heading as="h2" size="md" id="house-rules" mb="2">
          {t('rules.title')}
        </Heading>
        <List.Root listStyleType="none" gap="1.5">
          <Rule icon={LogIn}>
            {policies.checkInUntil
              ? t('rules.checkInBetween', { from: clock(policies.checkInFrom), until: clock(policies.checkInUntil) })
              : t('rules.checkInFrom', { from: clock(policies.checkInFrom) })}
          </Rule>
          <Rule icon={LogOut}>{t('rules.checkOutUntil', { until: clock(policies.checkOutUntil) })}</Rule>
          <Rule icon={Baby}>
            {!policies.childrenAllowed
              ? t('rules.noChildren')
              : policies.childrenMinAge
                ? t('rules.childrenFrom', { count: policies.childrenMinAge })
                : t('rules.childrenWelcome')}
          </Rule>
          <Rule icon={PawPrint}>{policies.petsAllowed ? t('rules.petsAllowed') : t('rules.noPets')}</Rule>
        </List.Root>
      </Box>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('amenities.title')}
        </Heading>
        {hotel.amenities.length === 0 ? (
          <Text color="gray.700">{t('amenities.none')}</Text>
        ) : (
          <List.Root listStyleType="none" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(11rem, 1fr))" gap="1.5" data-testid="hotel-amenities">
            {hotel.amenities.map((amenity) => (
              <Rule key={amenity} icon={AMENITY_ICONS[amenity]}>
                {t(`amenities.${amenity}`)}
              </Rule>
            ))}
          </List.Root>
        )}
      </Stack>
    </SimpleGrid>
  );
}
