// One photo of a listing, large, in a dialog: previous and next by button or arrow key (mirrored right to left),
// Escape or Close to leave; the dialog keeps focus inside and gives it back to the photo it was opened from.
import { Button, CloseButton, Dialog, Flex, Image, Portal, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogRecipe } from '../../app/overlay-recipes';
import { photoAlt, type ListingPhoto } from './photo-alt';

interface Props {
  name: string;
  photos: readonly ListingPhoto[];
  start: number;
  onClose: () => void;
}

export default function PhotoLightbox({ name, photos, start, onClose }: Props) {
  const { t, i18n } = useTranslation('listings');
  const [shown, setShown] = useState(start);
  const count = photos.length;
  const alt = photoAlt(t, photos[shown]!, shown, name);
  const step = (by: number) => setShown((current) => (current + by + count) % count);
  const rtl = i18n.dir() === 'rtl';

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  }

  return (
    <Dialog.Root recipe={dialogRecipe} open onOpenChange={(details) => !details.open && onClose()} placement="center" size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="photo-lightbox" onKeyDown={onKeyDown}>
            <Dialog.Header>
              <Dialog.Title>{alt}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Image asChild w="full" maxH="70vh" objectFit="contain" rounded="md" bg="savanna.100">
                <img src={photos[shown]!.url} alt={alt} width={960} height={720} />
              </Image>
              <Flex justify="space-between" align="center" gap="2" mt="3">
                <Button variant="outline" onClick={() => step(-1)} disabled={count < 2}>
                  <ChevronLeft aria-hidden="true" style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
                  {t('gallery.previous')}
                </Button>
                <Text aria-live="polite" data-testid="lightbox-position">
                  {t('gallery.position', { position: shown + 1, count })}
                </Text>
                <Button variant="outline" onClick={() => step(1)} disabled={count < 2}>
                  {t('gallery.next')}
                  <ChevronRight aria-hidden="true" style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
                </Button>
              </Flex>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('gallery.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
