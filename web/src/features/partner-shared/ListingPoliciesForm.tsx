// The policies part of the shared listing editor, for every kind: one field per rule the listing's kind states (the
// server lists them), drawn by how its value is given (yes or no, an age, a time, a choice, the partner's words),
// then notes, and a hotel's amenities. Saving sends them all at once; a refusal marks the rule it names.
import { Box, Button, Checkbox, Field, Fieldset, Heading, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { SelectInput } from '../admin/admin-form';
import { AMENITY_ICONS } from '../hotels/HotelHouseRules';
import {
  type HotelAmenity,
  type ListingPolicyInput,
  type PartnerListingFieldsFragment,
  PartnerListingPoliciesSetDocument,
  type UserErrorFieldsFragment,
} from './gql/graphql';
import { Panel } from './ListingParts';
import { accepted } from './partner-feedback';

type Listing = PartnerListingFieldsFragment;
type Rule = Listing['policies']['rules'][number];

/** A rule's value as its field holds it: every field is text ('' is not stated; 'yes' or 'no' for a flag). */
function draftOf(rule: Rule): string {
  if (rule.type === 'FLAG') return rule.flag == null ? '' : rule.flag ? 'yes' : 'no';
  if (rule.type === 'AGE') return rule.age?.toString() ?? '';
  return rule.text ?? '';
}

/** The rule as the server takes it, or nothing when it is left empty. */
function inputOf(rule: Rule, draft: string): ListingPolicyInput[] {
  const value = draft.trim();
  if (value === '') return [];
  if (rule.type === 'FLAG') return [{ key: rule.key, flag: value === 'yes' }];
  if (rule.type === 'AGE') return [{ key: rule.key, age: Number(value) }];
  return [{ key: rule.key, text: value }];
}

/** Every amenity a hotel may list, in the order travellers read them. */
const AMENITIES = Object.keys(AMENITY_ICONS) as HotelAmenity[];

/** The server names a refused rule by its key in camel case (`minimumAge`) or its path (`rules.0.age`). */
const camel = (key: string) => key.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function ListingPoliciesForm({ listing }: { listing: Listing }) {
  const { t } = useTranslation(['partners', 'listings', 'hotels']);
  const { rules, notes } = listing.policies;
  // Hotels only (null for other kinds): what the hotel offers, saved with its house rules.
  const [amenities, setAmenities] = useState(listing.amenities);
  const [drafts, setDrafts] = useState<Record<string, string>>(() => Object.fromEntries(rules.map((rule) => [rule.key, draftOf(rule)])));
  const [notesDraft, setNotesDraft] = useState(notes);
  const [problem, setProblem] = useState<UserErrorFieldsFragment | null>(null);
  const [save, { loading }] = useMutation(PartnerListingPoliciesSetDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { rules: rules.flatMap((rule) => inputOf(rule, drafts[rule.key] ?? '')), notes: notesDraft, ...(amenities && { amenities }) };
    const answer = await save({ variables: { kind: listing.kind, id: listing.id, input } }).catch(() => null);
    const userErrors = answer?.data?.partnerListingPoliciesSet.userErrors;
    if (!userErrors) return accepted([{ code: 'INTERNAL_SERVER_ERROR' }]);
    setProblem(userErrors[0] ?? null);
    accepted(userErrors, t('editor.policies.saved'));
  }

  /** The refusal's words under the rule it names; the rules are sent in order, the empty ones left out. */
  const faultOf = (rule: Rule): string | undefined => {
    const field = problem?.field;
    if (!problem || !field) return undefined;
    const sentAt = rules.filter((other) => (drafts[other.key] ?? '').trim() !== '').indexOf(rule);
    const named = field === camel(rule.key) || (sentAt >= 0 && field.startsWith(`rules.${sentAt}.`));
    return named ? errorText(t, problem, 'partners') : undefined;
  };
  const set = (key: string) => (value: string) => setDrafts({ ...drafts, [key]: value });
  const label = (rule: Rule) => t(`listings:policies.labels.${rule.key}`);
  const notStated = { value: '', label: t('editor.policies.notStated') };

  function control(rule: Rule) {
    const value = drafts[rule.key] ?? '';
    const onText = (event: { target: { value: string } }) => set(rule.key)(event.target.value);
    switch (rule.type) {
      case 'FLAG':
        return (
          <SelectInput
            value={value}
            onChange={set(rule.key)}
            options={[
              ...(rule.required ? [] : [notStated]),
              { value: 'yes', label: t('listings:policies.yes') },
              { value: 'no', label: t('listings:policies.no') },
            ]}
          />
        );
      case 'CHOICE':
        return (
          <SelectInput
            value={value}
            onChange={set(rule.key)}
            options={[
              notStated,
              ...rule.choices.map((choice) => ({ value: choice, label: t(`listings:policies.choices.${choice}`, { defaultValue: choice }) })),
            ]}
          />
        );
      case 'AGE':
        return <Input type="number" inputMode="numeric" min={0} max={rule.maxAge ?? 99} step={1} value={value} onChange={onText} />;
      case 'TIME':
        return <Input type="time" value={value} onChange={onText} />;
      default:
        return <Textarea value={value} onChange={onText} rows={2} maxLength={500} />;
    }
  }

  return (
    <Panel as="form" onSubmit={submit} aria-labelledby="listing-policies" data-testid="listing-policies-form">
      <Heading as="h2" size="md" id="listing-policies" mb="1">
        {t('editor.policies.title')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t('editor.policies.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {rules.map((rule) => {
          const fault = faultOf(rule);
          return (
            <Field.Root key={rule.key} required={rule.required} invalid={!!fault} gridColumn={rule.type === 'TEXT' ? { md: 'span 2' } : undefined}>
              <Field.Label>{label(rule)}</Field.Label>
              {control(rule)}
              {rule.type === 'AGE' && <Field.HelperText>{t('editor.policies.ageHint', { count: rule.maxAge ?? 99 })}</Field.HelperText>}
              <Field.ErrorText>{fault}</Field.ErrorText>
            </Field.Root>
          );
        })}
        <Field.Root gridColumn={{ md: 'span 2' }} invalid={problem?.field === 'notes'}>
          <Field.Label>{t('editor.policies.notes')}</Field.Label>
          <Textarea value={notesDraft} onChange={(event) => setNotesDraft(event.target.value)} rows={3} maxLength={2000} />
          <Field.HelperText>{t('editor.policies.notesHint')}</Field.HelperText>
          <Field.ErrorText>{problem?.field === 'notes' ? errorText(t, problem, 'partners') : undefined}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {amenities && (
        <Fieldset.Root mt="4" invalid={problem?.field === 'amenities'}>
          <Fieldset.Legend>{t('hotels:amenities.title')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
            {AMENITIES.map((amenity) => (
              <Checkbox.Root
                key={amenity}
                checked={amenities.includes(amenity)}
                onCheckedChange={(details) =>
                  setAmenities(details.checked === true ? [...amenities, amenity] : amenities.filter((chosen) => chosen !== amenity))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`hotels:amenities.${amenity}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
      )}
      <Box mt="4">
        <Button type="submit" colorPalette="terracotta" loading={loading}>
          {t('editor.policies.save')}
        </Button>
      </Box>
    </Panel>
  );
}
