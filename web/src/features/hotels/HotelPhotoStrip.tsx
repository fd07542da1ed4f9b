// The hotel's photos after its cover: a strip that scrolls sideways. Each image has its size up front (no layout
// shift while it loads) and loads lazily, so a long gallery costs nothing until it is scrolled to.
import { Box, Flex, Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PHOTO_WIDTH = 240;
const PHOTO_HEIGHT = 180;

export function HotelPhotoStrip({ name, photos }: { name: string; photos: readonly string[] }) {
  const { t } = useTranslation('hotels');
  if (photos.length === 0) return null;
  return (
    // Focusable so that the strip scrolls from the keyboard.
    <Box role="region" aria-label={t('photos.label', { name })} tabIndex={0} overflowX="auto" rounded="xl" data-testid="hotel-photos">
      <Flex as="ul" listStyleType="none" gap="2" pb="2">
        {photos.map((photo, index) => (
          <Box as="li" key={photo} flexShrink={0}>
            <Image asChild objectFit="cover" rounded="lg" bg="savanna.100">
              <img src={photo} alt={t('photos.alt', { position: index + 1, name })} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} loading="lazy" decoding="async" />
            </Image>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
