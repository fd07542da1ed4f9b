// The listing editor every partner dashboard opens (`/{portal}-dashboard/details/:id`), whatever the kind: name,
// description, type and price in one form, the same texts in the other languages, the policies travellers read before they book, then the cover picture and the gallery, each photo with the words a
// screen reader says. One query opens it; each change is one mutation that answers the listing as saved.
import { Box, Button, Field, Heading, HStack, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorText } from '../../app/errors';
import { fileAsBase64 } from '../../app/file-base64';
import { kindUi } from '../../app/kinds';
import { useConfirmation } from '../backoffice/useConfirmation';
import { SelectInput } from '../admin/admin-form';
import {
  type BookingType,
  PartnerListingCoverUploadDocument,
  type PartnerListingFieldsFragment,
  PartnerListingDocument,
  PartnerListingPhotoAddDocument,
  PartnerListingPhotoDescribeDocument,
  PartnerListingPhotoMakeCoverDocument,
  PartnerListingPhotoRemoveDocument,
  PartnerListingUpdateDocument,
  type UserErrorFieldsFragment,
} from './gql/graphql';
import { Panel } from './ListingParts';
import { ListingPoliciesForm } from './ListingPoliciesForm';
import { ListingTranslationsForm } from './ListingTranslationsForm';
import { OwnListingScreen } from './OwnListingScreen';
import { accepted } from './partner-feedback';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
type Listing = PartnerListingFieldsFragment;

/** The path of a listing's editor below its dashboard, as list cards link to it. */
export const listingEditorPath = (id: string) => `details/${id}`;

export function ListingEditorScreen({ kind, back }: { kind: BookingType; back: string }) {
  const { t } = useTranslation('partners');
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(PartnerListingDocument, { variables: { kind, id }, fetchPolicy: 'cache-and-network' });
  return (
    <OwnListingScreen
      back={{ to: back, label: t('editor.back') }}
      view={data?.partnerListing}
      failed={!!error}
      onRetry={() => void refetch()}
      title={(listing) => t('editor.title', { name: listing.name })}
    >
      {(listing) => (
        <>
          <DetailsForm key={`${listing.id}-details`} listing={listing} />
          <ListingTranslationsForm key={`${listing.id}-translations`} listing={listing} />
          <ListingPoliciesForm key={`${listing.id}-policies`} listing={listing} />
          <ListingPhotos listing={listing} />
        </>
      )}
    </OwnListingScreen>
  );
}

function DetailsForm({ listing }: { listing: Listing }) {
  const { t } = useTranslation(['partners', 'admin']);
  const [draft, setDraft] = useState({ name: listing.name, description: listing.description, type: listing.type, price: String(listing.price.amount) });
  const [problem, setProblem] = useState<UserErrorFieldsFragment | null>(null);
  const [update, { loading }] = useMutation(PartnerListingUpdateDocument);
  const types: readonly string[] = kindUi[listing.kind].content.types;
  const typeChoices = types.includes(listing.type) ? types : [listing.type, ...types];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name: draft.name, description: draft.description, type: draft.type, price: Number(draft.price) };
    const userErrors = (await update({ variables: { kind: listing.kind, id: listing.id, input } }).catch(() => null))?.data?.partnerListingUpdate.userErrors;
    if (!userErrors) return accepted([{ code: 'INTERNAL_SERVER_ERROR' }]);
    setProblem(userErrors[0] ?? null);
    accepted(userErrors, t('saved'));
  }
  const errorOf = (field: string) => (problem?.field === field ? errorText(t, problem, 'partners') : undefined);
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  return (
    <Panel as="form" onSubmit={submit} aria-labelledby="listing-details">
      <Heading as="h2" size="md" id="listing-details" mb="3">
        {t('editor.details')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root required invalid={!!errorOf('name')}>
          <Field.Label>{t('editor.name')}</Field.Label>
          <Input value={draft.name} onChange={set('name')} maxLength={120} />
          <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errorOf('type')}>
          <Field.Label>{t('editor.type')}</Field.Label>
          <SelectInput
            value={draft.type}
            onChange={(type) => setDraft({ ...draft, type })}
            options={typeChoices.map((type) => ({ value: type, label: t(`admin:types.${type}`, { defaultValue: type }) }))}
          />
          <Field.ErrorText>{errorOf('type')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errorOf('price')}>
          <Field.Label>{t(`editor.price.${listing.kind}`)}</Field.Label>
          <Input type="number" min={0} step="0.01" value={draft.price} onChange={set('price')} />
          <Field.ErrorText>{errorOf('price')}</Field.ErrorText>
        </Field.Root>
        <Field.Root gridColumn={{ md: 'span 3' }} invalid={!!errorOf('description')}>
          <Field.Label>{t('editor.description')}</Field.Label>
          <Textarea value={draft.description} onChange={set('description')} rows={4} maxLength={4000} />
          <Field.ErrorText>{errorOf('description')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Box mt="4">
        <Button type="submit" colorPalette="terracotta" loading={loading}>
          {t('actions.save')}
        </Button>
      </Box>
    </Panel>
  );
}

/** The file chosen in an input, which is emptied so that the same file can be chosen again. */
function takeFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

/** The cover and the gallery: add a photo with its words, change them, make one the cover, remove one (confirmed first). */
export function ListingPhotos({ listing }: { listing: Listing }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const [uploadCover, coverUpload] = useMutation(PartnerListingCoverUploadDocument);
  const [addPhoto, photoAdd] = useMutation(PartnerListingPhotoAddDocument);
  const [describePhoto, photoDescribe] = useMutation(PartnerListingPhotoDescribeDocument);
  const [removePhoto, photoRemove] = useMutation(PartnerListingPhotoRemoveDocument);
  const [makeCover, coverChange] = useMutation(PartnerListingPhotoMakeCoverDocument);
  const [newPhoto, setNewPhoto] = useState<File | null>(null);
  const [newAlt, setNewAlt] = useState('');
  const [fileKey, setFileKey] = useState(0);
  const changes = [coverUpload, photoAdd, photoDescribe, photoRemove, coverChange];
  const busy = changes.some((change) => change.loading);
  const failed = changes.some((change) => change.error);
  const ref = { kind: listing.kind, id: listing.id };
  const full = listing.photos.length >= listing.photoLimit;

  /** Runs one change; its refusal is a toast, a failure to reach the server the alert below the gallery. */
  async function change(send: () => Promise<readonly UserErrorFieldsFragment[] | undefined>, success: string): Promise<boolean> {
    const userErrors = await send().catch(() => null);
    return userErrors !== null && accepted(userErrors, success, { scopes: ['partners:editor'] });
  }

  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const file = takeFile(event);
    if (!file) return;
    const imageBase64 = await fileAsBase64(file);
    await change(async () => (await uploadCover({ variables: { ...ref, imageBase64 } })).data?.partnerListingCoverUpload.userErrors, t('editor.coverSaved'));
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!newPhoto) return;
    const imageBase64 = await fileAsBase64(newPhoto);
    const added = await change(
      async () => (await addPhoto({ variables: { ...ref, imageBase64, alt: newAlt } })).data?.partnerListingPhotoAdd.userErrors,
      t('editor.photoAdded'),
    );
    if (added) {
      setNewPhoto(null);
      setNewAlt('');
      setFileKey(fileKey + 1);
    }
  }

  async function remove(photo: string, position: number) {
    const action = t('editor.removeOf', { position });
    if (!(await confirm({ title: t('backoffice:confirm.question', { action }), detail: t('backoffice:confirm.final'), confirmLabel: t('actions.remove') })))
      return;
    await change(async () => (await removePhoto({ variables: { ...ref, photo } })).data?.partnerListingPhotoRemove.userErrors, t('editor.photoRemoved'));
  }

  return (
    <Panel as="section" aria-labelledby="listing-photos" aria-busy={busy}>
      <Heading as="h2" size="md" id="listing-photos" mb="1">
        {t('editor.photos')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t('editor.photosHint', { count: listing.photoLimit })}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4" data-testid="listing-photos">
        <Box as="li">
          <Image
            src={listing.imageUrl}
            alt={t('editor.coverOf', { name: listing.name })}
            w="full"
            h="auto"
            aspectRatio="4 / 3"
            objectFit="cover"
            rounded="md"
          />
          <Field.Root disabled={busy} mt="2">
            <Field.Label>{t('editor.cover')}</Field.Label>
            <Input type="file" accept={IMAGE_TYPES} size="sm" onChange={(event) => void chooseCover(event)} />
          </Field.Root>
        </Box>
        {listing.photos.map((photo, index) => (
          <PhotoItem
            key={photo.url}
            photo={photo}
            position={index + 1}
            busy={busy}
            onDescribe={(alt) =>
              change(
                async () => (await describePhoto({ variables: { ...ref, photo: photo.url, alt } })).data?.partnerListingPhotoDescribe.userErrors,
                t('editor.altSaved'),
              )
            }
            onCover={() =>
              void change(
                async () => (await makeCover({ variables: { ...ref, photo: photo.url } })).data?.partnerListingPhotoMakeCover.userErrors,
                t('editor.covered'),
              )
            }
            onRemove={() => void remove(photo.url, index + 1)}
          />
        ))}
      </SimpleGrid>
      {listing.photos.length === 0 && (
        <Text fontSize="sm" color="gray.700" mt="3">
          {t('editor.noPhotos')}
        </Text>
      )}
      <Stack as="form" onSubmit={add} gap="3" mt="4" pt="4" borderTopWidth="1px" aria-labelledby="listing-photo-add">
        <Heading as="h3" size="sm" id="listing-photo-add">
          {t('editor.addPhoto')}
        </Heading>
        {full ? (
          <Text fontSize="sm" color="gray.700">
            {t('editor.full', { count: listing.photoLimit })}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root required disabled={busy}>
              <Field.Label>{t('editor.photoFile')}</Field.Label>
              <Input key={fileKey} type="file" accept={IMAGE_TYPES} size="sm" onChange={(event) => setNewPhoto(event.target.files?.[0] ?? null)} />
            </Field.Root>
            <Field.Root required disabled={busy}>
              <Field.Label>{t('editor.alt')}</Field.Label>
              <Input value={newAlt} onChange={(event) => setNewAlt(event.target.value)} maxLength={250} />
              <Field.HelperText>{t('editor.altHint')}</Field.HelperText>
            </Field.Root>
            <Box>
              <Button type="submit" colorPalette="terracotta" disabled={!newPhoto || newAlt.trim().length < 3} loading={photoAdd.loading}>
                {t('editor.addPhoto')}
              </Button>
            </Box>
          </SimpleGrid>
        )}
      </Stack>
      {busy && (
        <Text fontSize="sm" color="gray.700" role="status" mt="2">
          {t('editor.saving')}
        </Text>
      )}
      {failed && !busy && (
        <Text fontSize="sm" color="red.700" role="alert" mt="2">
          {t('editor.failed')}
        </Text>
      )}
      {dialog}
    </Panel>
  );
}

interface PhotoItemProps {
  photo: Listing['photos'][number];
  position: number;
  busy: boolean;
  onDescribe: (alt: string) => Promise<boolean>;
  onCover: () => void;
  onRemove: () => void;
}

function PhotoItem({ photo, position, busy, onDescribe, onCover, onRemove }: PhotoItemProps) {
  const { t } = useTranslation('partners');
  const [alt, setAlt] = useState(photo.alt);
  return (
    <Box as="li">
      <Image src={photo.url} alt={photo.alt || t('editor.photoNumber', { position })} w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" rounded="md" />
      <Stack
        as="form"
        gap="2"
        mt="2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void onDescribe(alt);
        }}
      >
        <Field.Root disabled={busy}>
          <Field.Label>{t('editor.altOf', { position })}</Field.Label>
          <Input size="sm" value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={250} />
        </Field.Root>
        <HStack gap="1" wrap="wrap">
          <Button
            type="submit"
            size="xs"
            colorPalette="terracotta"
            disabled={busy || alt.trim() === photo.alt}
            aria-label={t('editor.saveAltOf', { position })}
          >
            {t('editor.saveAlt')}
          </Button>
          <Button size="xs" variant="outline" disabled={busy} onClick={onCover} aria-label={t('editor.makeCoverOf', { position })}>
            {t('editor.makeCover')}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={onRemove} aria-label={t('editor.removeOf', { position })}>
            {t('actions.remove')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
