// A hotel's pictures on the manager's dashboard: the cover and the gallery's photos as thumbnails. The manager
// changes the cover, adds a photo, removes one or makes one the cover; each change reads the gallery back.
import { Badge, Box, Button, Field, Heading, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileAsBase64 } from '../../app/file-base64';
import {
  type ManagedHotelFieldsFragment,
  ManagedHotelImageUploadDocument,
  ManagedHotelPhotoAddDocument,
  ManagedHotelPhotoMakeCoverDocument,
  ManagedHotelPhotoRemoveDocument,
} from '../partner-shared/gql/graphql';
import { accepted, type UserErrorLike } from '../partner-shared/partner-feedback';
import { useConfirmation } from '../backoffice/useConfirmation';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** The file chosen in an input, which is emptied so that the same file can be chosen again. */
function takeFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

export function HotelGallery({ hotel }: { hotel: ManagedHotelFieldsFragment }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const [uploadCover, coverUpload] = useMutation(ManagedHotelImageUploadDocument);
  const [addPhoto, photoAdd] = useMutation(ManagedHotelPhotoAddDocument);
  const [removePhoto, photoRemove] = useMutation(ManagedHotelPhotoRemoveDocument);
  const [makeCover, coverChange] = useMutation(ManagedHotelPhotoMakeCoverDocument);
  const changes = [coverUpload, photoAdd, photoRemove, coverChange];
  const busy = changes.some((change) => change.loading);
  const failed = changes.some((change) => change.error);
  const headingId = `hotel-${hotel.id}-pictures`;

  /** Runs one change; its refusal is a toast, a failure to reach the server the alert below the gallery. */
  async function change(send: () => Promise<readonly UserErrorLike[] | undefined>, success: string) {
    const userErrors = await send().catch(() => null);
    if (userErrors !== null) accepted(userErrors, success, { scopes: ['partners:hotels.gallery', 'partners:hotels'] });
  }

  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const file = takeFile(event);
    if (!file) return;
    const imageBase64 = await fileAsBase64(file);
    await change(
      async () => (await uploadCover({ variables: { id: hotel.id, imageBase64 } })).data?.managedHotelImageUpload.userErrors,
      t('hotels.pictureSaved'),
    );
  }

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = takeFile(event);
    if (!file) return;
    const imageBase64 = await fileAsBase64(file);
    await change(async () => (await addPhoto({ variables: { id: hotel.id, imageBase64 } })).data?.managedHotelPhotoAdd.userErrors, t('hotels.gallery.added'));
  }

  async function remove(photo: string, position: number) {
    const question = {
      title: t('backoffice:confirm.question', { action: t('hotels.gallery.removeOf', { position }) }),
      detail: t('backoffice:confirm.final'),
      confirmLabel: t('hotels.gallery.remove'),
    };
    if (!(await confirm(question))) return;
    await change(async () => (await removePhoto({ variables: { id: hotel.id, photo } })).data?.managedHotelPhotoRemove.userErrors, t('hotels.gallery.removed'));
  }
  const toCover = (photo: string) =>
    change(async () => (await makeCover({ variables: { id: hotel.id, photo } })).data?.managedHotelPhotoMakeCover.userErrors, t('hotels.gallery.covered'));

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" mt="4" pt="4" borderTopWidth="1px" aria-busy={busy}>
      <Heading as="h3" size="sm" id={headingId}>
        {t('hotels.gallery.title')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 5 }} gap="3" data-testid="hotel-gallery">
        <Box as="li">
          <Image
            src={hotel.imageUrl}
            alt={t('hotels.pictureOf', { name: hotel.name })}
            width="100%"
            height="auto"
            aspectRatio="4 / 3"
            objectFit="cover"
            rounded="md"
          />
          <Badge mt="1" colorPalette="terracotta">
            {t('hotels.gallery.cover')}
          </Badge>
        </Box>
        {hotel.photos.map((photo, index) => {
          const position = index + 1;
          return (
            <Box as="li" key={photo}>
              <Image
                src={photo}
                alt={t('hotels.gallery.photoOf', { position, name: hotel.name })}
                width="100%"
                height="auto"
                aspectRatio="4 / 3"
                objectFit="cover"
                rounded="md"
              />
              <HStack gap="1" mt="1" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void toCover(photo)}
                  aria-label={t('hotels.gallery.makeCoverOf', { position })}
                >
                  {t('hotels.gallery.makeCover')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => void remove(photo, position)}
                  aria-label={t('hotels.gallery.removeOf', { position })}
                >
                  {t('hotels.gallery.remove')}
                </Button>
              </HStack>
            </Box>
          );
        })}
      </SimpleGrid>
      {hotel.photos.length === 0 && (
        <Text fontSize="sm" color="gray.700">
          {t('hotels.gallery.empty')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root disabled={busy}>
          <Field.Label>{t('hotels.picture')}</Field.Label>
          <Input type="file" accept={IMAGE_TYPES} size="sm" onChange={(event) => void chooseCover(event)} />
          <Field.HelperText>{t('hotels.pictureHint')}</Field.HelperText>
        </Field.Root>
        <Field.Root disabled={busy}>
          <Field.Label>{t('hotels.gallery.add')}</Field.Label>
          <Input type="file" accept={IMAGE_TYPES} size="sm" onChange={(event) => void choosePhoto(event)} />
          <Field.HelperText>{t('hotels.pictureHint')}</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
      {busy && (
        <Text fontSize="sm" color="gray.700" role="status">
          {t('hotels.gallery.saving')}
        </Text>
      )}
      {failed && !busy && (
        <Text fontSize="sm" color="red.700" role="alert">
          {t('hotels.gallery.failed')}
        </Text>
      )}
      {dialog}
    </Stack>
  );
}
