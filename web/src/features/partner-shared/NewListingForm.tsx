// A new listing of any kind as its partner fills it in: name, country and city, then the kind's own fields. The
// server's refusal is shown under the field it names; every partner dashboard's "New ..." form is this one.
import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { FormField, TextInput } from '../admin/admin-form';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { accepted, type UserErrorLike } from './partner-feedback';
import { PlacePicker } from './PlacePicker';
import { Panel } from './ListingParts';

/** A number typed in a form, or null when left empty (the server then names the field as required). */
export const amountOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The server's message for a field, when its refusal names that field. */
export type ProblemOf = (field: string) => string | undefined;

/** A screen's title with the button that opens (and closes) its form for a new row. */
export function ScreenTitleWithNew({ title, newLabel, open, onToggle }: { title: string; newLabel: string; open: boolean; onToggle: () => void }) {
  return (
    <ScreenTitle
      actions={
        <Button colorPalette="terracotta" size="sm" onClick={onToggle} aria-expanded={open}>
          {newLabel}
        </Button>
      }
    >
      {title}
    </ScreenTitle>
  );
}

/** A partner form's submit and cancel buttons. */
export function FormActions({ submitLabel, saving, onCancel }: { submitLabel: string; saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('partners');
  return (
    <Flex gap="2" mt="4">
      <Button type="submit" colorPalette="terracotta" loading={saving}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </Flex>
  );
}

interface CreateResult {
  id?: string | null;
  userErrors: readonly UserErrorLike[];
}

export interface NewListingFormProps<Own extends Record<string, string>> {
  /** The kind's texts in the partners namespace: `<texts>.new`, `<texts>.create` and `<texts>.created`. */
  texts: 'tours' | 'restaurants' | 'rides' | 'venues';
  countries: ReadonlyArray<{ code: string; name: string }>;
  initial: Own;
  ownFields: (own: Own, change: (key: keyof Own) => (value: string) => void, problemOf: ProblemOf) => ReactNode;
  create: (listing: { name: string; cityId: string | null }, own: Own) => Promise<CreateResult | null | undefined>;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

export function NewListingForm<Own extends Record<string, string>>(props: NewListingFormProps<Own>) {
  const { t } = useTranslation('partners');
  const [shared, setShared] = useState({ name: '', country: 'RW', cityId: '' });
  const [own, setOwn] = useState(props.initial);
  const [problem, setProblem] = useState<UserErrorLike | null>(null);
  const [saving, setSaving] = useState(false);
  const problemOf: ProblemOf = (field) => (problem?.field === field ? errorText(t, problem, 'partners') : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await props.create({ name: shared.name, cityId: shared.cityId || null }, own);
      setProblem(result?.userErrors[0] ?? null);
      if (result && accepted(result.userErrors, t(`${props.texts}.created`)) && result.id) props.onCreated(result.id);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel as="form" onSubmit={submit} aria-label={t(`${props.texts}.new`)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label={t('tours.name')} error={problemOf('name')} required>
          <TextInput value={shared.name} onChange={(name) => setShared({ ...shared, name })} />
        </FormField>
        <PlacePicker countries={props.countries} place={shared} onChange={(place) => setShared({ ...shared, ...place })} cityError={problemOf('cityId')} />
        {props.ownFields(own, (key) => (value) => setOwn({ ...own, [key]: value }), problemOf)}
      </SimpleGrid>
      <FormActions submitLabel={t(`${props.texts}.create`)} saving={saving} onCancel={props.onCancel} />
    </Panel>
  );
}
