// Creating or editing a listing of any kind: the shared fields, the kind's own, the owning partner, and
// (once it exists) its picture. The server validates everything; its refusals show under their fields.
import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminListingInput,
  type AdminListingRowFragment,
  AdminListingCreateDocument,
  AdminListingImageUploadDocument,
  AdminListingUpdateDocument,
} from '../gql/graphql';
import { fileAsBase64 } from '../../../app/file-base64';
import { ListingCitiesDocument } from '../../../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { FormField, SelectInput, TextInput } from '../admin-form';
import { errorText } from '../../../app/errors';
import { refusal } from '../admin-ui';
import type { ContentKind } from './content-kinds';
import { dialogRecipe } from '../../../app/overlay-recipes';

interface Props {
  kind: ContentKind;
  listing: AdminListingRowFragment | null;
  partners: ReadonlyArray<{ id: string; email: string; name: string }>;
  onClose: () => void;
  onSaved: (name: string) => void;
}

type Draft = Record<
  | 'name'
  | 'description'
  | 'countryCode'
  | 'cityId'
  | 'ownerId'
  | 'price'
  | 'type'
  | 'stars'
  | 'durationDays'
  | 'capacity'
  | 'priceLevel'
  | 'openTime'
  | 'closeTime',
  string
>;

/** The partner's rule for a hotel's stars: 0 to 5 with one decimal. */
const starsRange = { min: 0, max: 5, step: '0.1' };

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function draftOf(listing: AdminListingRowFragment | null, kind: ContentKind): Draft {
  return {
    name: listing?.name ?? '',
    description: listing?.description ?? '',
    countryCode: listing?.countryCode ?? 'RW',
    cityId: listing?.cityId ?? '',
    ownerId: listing?.owner.id ?? '',
    price: listing ? String(listing.price.amount) : '',
    type: listing?.type ?? kind.types[0]!,
    stars: listing?.stars == null ? '' : String(listing.stars),
    durationDays: '',
    capacity: '',
    priceLevel: '',
    openTime: '',
    closeTime: '',
  };
}

export function ListingFormDialog({ kind, listing, partners, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(() => draftOf(listing, kind));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [imageNotice, setImageNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const cities = useQuery(ListingCitiesDocument, { variables: { code: draft.countryCode }, skip: draft.countryCode.trim().length < 2 });
  const [create, { loading: creating }] = useMutation(AdminListingCreateDocument);
  const [update, { loading: updating }] = useMutation(AdminListingUpdateDocument);
  const [upload, { loading: uploading }] = useMutation(AdminListingImageUploadDocument);
  const set = (name: keyof Draft) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));

  function input(): AdminListingInput {
    const own = (name: (typeof kind.fields)[number], value: unknown) => (kind.fields.includes(name) ? { [name]: value } : {});
    const changed = (value: string, original: string | undefined) => (listing && value === original ? null : value || null);
    return {
      name: changed(draft.name, listing?.name),
      description: listing && draft.description === listing.description ? null : draft.description,
      countryCode: changed(draft.countryCode, listing?.countryCode),
      cityId: changed(draft.cityId, listing?.cityId),
      ownerId: changed(draft.ownerId, listing?.owner.id),
      price: numberOrNull(draft.price),
      type: draft.type || null,
      ...own('stars', numberOrNull(draft.stars)),
      ...own('durationDays', numberOrNull(draft.durationDays)),
      ...own('capacity', numberOrNull(draft.capacity)),
      ...own('priceLevel', numberOrNull(draft.priceLevel)),
      ...own('openTime', draft.openTime || null),
      ...own('closeTime', draft.closeTime || null),
    };
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setFieldErrors({});
    try {
      const result = listing
        ? (await update({ variables: { kind: kind.kind, id: listing.id, input: input() } })).data?.adminListingUpdate
        : (await create({ variables: { kind: kind.kind, input: input() } })).data?.adminListingCreate;
      const refused = result?.userErrors[0];
      if (refused) {
        if (refused.field) setFieldErrors({ [refused.field]: errorText(t, refused, 'admin') });
        else setProblem(refusal(t, refused));
        return;
      }
      onSaved(result?.listing?.name ?? draft.name);
    } catch (failure) {
      setProblem(errorText(t, failure, 'admin'));
    }
  }

  async function uploadImage(file: File | undefined) {
    if (!file || !listing) return;
    setImageNotice(null);
    try {
      const result = await upload({ variables: { kind: kind.kind, id: listing.id, imageBase64: await fileAsBase64(file) } });
      const refused = refusal(t, result.data?.adminListingImageUpload.userErrors[0]);
      setImageNotice(refused ? { tone: 'error', text: refused } : { tone: 'success', text: t('form.imageSaved') });
    } catch (failure) {
      setImageNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  const error = (field: string) => fieldErrors[field] ?? null;
  const busy = creating || updating;
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      onOpenChange={(details) => !details.open && !busy && onClose()}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event: FormEvent) => void save(event)} data-testid="listing-form">
            <Dialog.Header>
              <Dialog.Title>{listing ? t('form.editTitle', { name: listing.name }) : t('form.newTitle', { kind: t(`kinds.${kind.slug}`) })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {problem && <FormMessage tone="error">{problem}</FormMessage>}
                <FormField label={t('form.name')} required error={error('name')}>
                  <TextInput value={draft.name} onChange={set('name')} name="name" />
                </FormField>
                <FormField label={t('form.description')} error={error('description')}>
                  <Textarea size="sm" value={draft.description} onChange={(event) => set('description')(event.currentTarget.value)} />
                </FormField>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField label={t('form.country')} required error={error('countryCode')}>
                    <TextInput value={draft.countryCode} onChange={set('countryCode')} name="countryCode" />
                  </FormField>
                  <FormField label={t('form.city')} required error={error('cityId')}>
                    <SelectInput
                      value={draft.cityId}
                      onChange={set('cityId')}
                      options={[
                        { value: '', label: t('form.chooseCity') },
                        ...(cities.data?.country.cities ?? []).map((city) => ({ value: city.id, label: city.name })),
                      ]}
                    />
                  </FormField>
                  <FormField label={t('form.owner')} required error={error('ownerId')}>
                    <SelectInput
                      value={draft.ownerId}
                      onChange={set('ownerId')}
                      options={[
                        { value: '', label: t('form.chooseOwner') },
                        ...partners.map((partner) => ({ value: partner.id, label: partner.name ? `${partner.name} (${partner.email})` : partner.email })),
                      ]}
                    />
                  </FormField>
                  <FormField label={t('form.type')} required error={error('type')}>
                    <SelectInput
                      value={draft.type}
                      onChange={set('type')}
                      options={kind.types.map((type) => ({ value: type, label: t(`types.${type}`, { defaultValue: type }) }))}
                    />
                  </FormField>
                  <FormField label={t(`form.price.${kind.slug}`)} required error={error('price')}>
                    <TextInput type="number" min={0} step="0.01" value={draft.price} onChange={set('price')} name="price" />
                  </FormField>
                  {kind.fields.map((field) => (
                    <FormField key={field} label={t(`form.${field}`)} required={!listing} error={error(field)}>
                      <TextInput
                        type={field.endsWith('Time') ? 'time' : 'number'}
                        value={draft[field]}
                        onChange={set(field)}
                        name={field}
                        {...(field === 'stars' && starsRange)}
                      />
                    </FormField>
                  ))}
                </SimpleGrid>
                {listing && (
                  <FormField label={t('form.image')} error={imageNotice?.tone === 'error' ? imageNotice.text : null}>
                    <input
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/gif"
                      disabled={uploading}
                      onChange={(event) => void uploadImage(event.currentTarget.files?.[0])}
                    />
                  </FormField>
                )}
                {imageNotice?.tone === 'success' && <FormMessage tone="success">{imageNotice.text}</FormMessage>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" colorPalette="terracotta" loading={busy}>
                {t('form.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
