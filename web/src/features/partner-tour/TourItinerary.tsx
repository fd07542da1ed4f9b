// A tour's itinerary, day by day: each step edited in place (title, details, day), moved up or down the order with
// its own buttons (so the keyboard does all of it), removed once confirmed; a new step goes last.
import { Box, Button, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TourItineraryStepAddDocument,
  TourItineraryStepMoveDocument,
  TourItineraryStepRemoveDocument,
  TourItineraryStepUpdateDocument,
} from '../partner-shared/gql/graphql';
import { accepted } from '../partner-shared/partner-feedback';
import { NothingYet } from '../partner-shared/ScreenStates';
import { Panel, RemoveButton } from '../partner-shared/ListingParts';

interface Step {
  id: string;
  position: number;
  day: number;
  title: string;
  description: string;
}

export function TourItinerary({
  tourId,
  durationDays,
  steps,
  onChange,
}: {
  tourId: string;
  durationDays: number;
  steps: readonly Step[];
  onChange: () => void;
}) {
  const { t } = useTranslation('partners');
  const days = [...new Set(steps.map((step) => step.day))];
  return (
    <Panel as="section" aria-labelledby="itinerary">
      <Heading as="h2" size="md" id="itinerary" mb="3">
        {t('itinerary.title')}
      </Heading>
      {steps.length === 0 ? (
        <NothingYet>{t('itinerary.empty')}</NothingYet>
      ) : (
        <Stack gap="4" mb="4" data-testid="itinerary">
          {days.map((day) => (
            <Box key={day} as="section" aria-labelledby={`itinerary-day-${day}`}>
              <Heading as="h3" size="sm" id={`itinerary-day-${day}`} mb="2">
                {t('itinerary.day', { day })}
              </Heading>
              <Stack as="ol" gap="2">
                {steps
                  .filter((step) => step.day === day)
                  .map((step) => (
                    <StepRow key={step.id} step={step} last={step.position === steps.length} durationDays={durationDays} onChange={onChange} />
                  ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <NewStep tourId={tourId} durationDays={durationDays} lastDay={steps.at(-1)?.day ?? 1} onChange={onChange} />
    </Panel>
  );
}

function StepRow({ step, last, durationDays, onChange }: { step: Step; last: boolean; durationDays: number; onChange: () => void }) {
  const { t } = useTranslation('partners');
  const [draft, setDraft] = useState<{ title: string; description: string; day: string } | null>(null);
  const [update, updating] = useMutation(TourItineraryStepUpdateDocument);
  const [move, moving] = useMutation(TourItineraryStepMoveDocument);
  const [remove] = useMutation(TourItineraryStepRemoveDocument);
  const moveTo = async (position: number) => {
    const result = await move({ variables: { id: step.id, position } });
    if (accepted(result.data?.tourItineraryStepMove.userErrors)) onChange();
  };
  if (draft) {
    const save = async (event: FormEvent) => {
      event.preventDefault();
      const result = await update({ variables: { id: step.id, input: { title: draft.title, description: draft.description, day: Number(draft.day) } } });
      if (accepted(result.data?.tourItineraryStepUpdate.userErrors, t('saved'))) {
        setDraft(null);
        onChange();
      }
    };
    return (
      <Box as="li" listStyleType="none">
        <Flex as="form" onSubmit={save} gap="2" wrap="wrap" align="end" aria-label={t('itinerary.editStep', { title: step.title })}>
          <Field.Root maxW="xs" required>
            <Field.Label>{t('itinerary.stepTitle')}</Field.Label>
            <Input size="sm" value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
          </Field.Root>
          <Field.Root maxW="sm">
            <Field.Label>{t('itinerary.stepDescription')}</Field.Label>
            <Input size="sm" value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
          </Field.Root>
          <Field.Root maxW="24" required>
            <Field.Label>{t('itinerary.dayField')}</Field.Label>
            <Input size="sm" type="number" min={1} max={durationDays} value={draft.day} onChange={(event) => setDraft({ ...draft, day: event.target.value })} />
          </Field.Root>
          <HStack gap="1">
            <Button type="submit" size="xs" colorPalette="terracotta" loading={updating.loading}>
              {t('actions.save')}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setDraft(null)}>
              {t('actions.cancel')}
            </Button>
          </HStack>
        </Flex>
      </Box>
    );
  }
  return (
    <Flex as="li" gap="3" align="start" wrap="wrap">
      <Text fontWeight="bold" minW="6">
        {step.position}.
      </Text>
      <Box flex="1" minW="40">
        <Text fontWeight="semibold">{step.title}</Text>
        {step.description && (
          <Text fontSize="sm" color="gray.700">
            {step.description}
          </Text>
        )}
      </Box>
      <HStack gap="1" wrap="wrap">
        <Button
          size="xs"
          variant="ghost"
          disabled={step.position === 1 || moving.loading}
          aria-label={t('itinerary.moveUp', { title: step.title })}
          onClick={() => void moveTo(step.position - 1)}
        >
          ↑
        </Button>
        <Button
          size="xs"
          variant="ghost"
          disabled={last || moving.loading}
          aria-label={t('itinerary.moveDown', { title: step.title })}
          onClick={() => void moveTo(step.position + 1)}
        >
          ↓
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('itinerary.editStep', { title: step.title })}
          onClick={() => setDraft({ title: step.title, description: step.description, day: String(step.day) })}
        >
          {t('actions.edit')}
        </Button>
        <RemoveButton
          label={t('itinerary.remove', { title: step.title })}
          onRemove={async () => {
            const result = await remove({ variables: { id: step.id } });
            if (accepted(result.data?.tourItineraryStepRemove.userErrors)) onChange();
          }}
        />
      </HStack>
    </Flex>
  );
}

function NewStep({ tourId, durationDays, lastDay, onChange }: { tourId: string; durationDays: number; lastDay: number; onChange: () => void }) {
  const { t } = useTranslation('partners');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [day, setDay] = useState('');
  const [add, adding] = useMutation(TourItineraryStepAddDocument);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await add({ variables: { tourId, input: { title, description, day: day ? Number(day) : null } } });
    if (accepted(result.data?.tourItineraryStepAdd.userErrors)) {
      setTitle('');
      setDescription('');
      onChange();
    }
  }
  return (
    <Flex as="form" onSubmit={submit} gap="3" wrap="wrap" align="end" aria-label={t('itinerary.add')}>
      <Field.Root maxW="xs" required>
        <Field.Label>{t('itinerary.stepTitle')}</Field.Label>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="sm">
        <Field.Label>{t('itinerary.stepDescription')}</Field.Label>
        <Input value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="24">
        <Field.Label>{t('itinerary.dayField')}</Field.Label>
        <Input type="number" min={1} max={durationDays} placeholder={String(lastDay)} value={day} onChange={(event) => setDay(event.target.value)} />
      </Field.Root>
      <Button type="submit" variant="outline" loading={adding.loading}>
        {t('itinerary.add')}
      </Button>
    </Flex>
  );
}
