// A listing's photos: a strip that scrolls sideways, each photo a button that opens it large in a dialog. Each image
// says what it shows in the partner's words ("Photo 2 of …" for a photo saved without them). Each image
// has its size up front (no layout shift while it loads) and loads lazily; the dialog's code loads on first use.
import { Box, Flex, Image } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoAlt, type ListingPhoto } from './photo-alt';

const PhotoLightbox = lazy(() => import('./PhotoLightbox'));

const PHOTO_WIDTH = 240;
const PHOTO_HEIGHT = 180;

export function PhotoGallery({ name, photos }: { name: string; photos: readonly ListingPhoto[] }) {
  const { t } = useTranslation('listings');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <Box role="region" aria-label={t('gallery.label', { name })} overflowX="auto" rounded="xl" data-testid="photo-gallery">
      <Flex as="ul" listStyleType="none" gap="2" pb="2">
        {photos.map((photo, index) => (
          <Box as="li" key={photo.url} flexShrink={0}>
            <Box
              as="button"
              display="block"
              rounded="lg"
              cursor="zoom-in"
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
              _focusVisible={{ outline: '3px solid', outlineColor: 'terracotta.600', outlineOffset: '2px' }}
            >
              <Image asChild objectFit="cover" rounded="lg" bg="savanna.100">
                <img src={photo.url} alt={photoAlt(t, photo, index, name)} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} loading="lazy" decoding="async" />
              </Image>
            </Box>
          </Box>
        ))}
      </Flex>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox name={name} photos={photos} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
