// An itinerary as a timeline (spec §2 'View Itinerary'): each step under its day of the tour, dated when it
// belongs to a booking. A booking's steps have a checkbox its traveller ticks off; where the ticks are kept is the
// caller's: this browser (a guest's booking) or the server (a signed-in traveller's). A tour page, which nobody
// booked, shows the steps without ticks.
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../auth/FormMessage';
import { formatCount, formatDate } from '../listings/format';
import { wordsIn } from '../listings/PartnerWords';
import { type StepCompletion, useStoredCompletion } from './itinerary-progress';

export interface TimelineStep {
  /** From 1. */
  position: number;
  title: string;
  description: string;
  /** The day of the tour, from 1 (shared/src/itinerary-days.ts). */
  day: number;
  /** YYYY-MM-DD, for a booked departure. */
  date?: string;
  /** The language its partner's words are in, where the API says (listings/PartnerWords.tsx). */
  textLanguage?: string | null;
}

/**
 * `completion`: the ticks of the traveller's own booking; without it (a tour page) the steps have none.
 * `focusOnMount`: opened from View Itinerary, the heading takes the focus (and the screen scrolls to it).
 */
export function ItineraryTimeline({
  steps,
  completion,
  focusOnMount = false,
}: {
  steps: readonly TimelineStep[];
  completion?: StepCompletion;
  focusOnMount?: boolean;
}) {
  const { t, i18n } = useTranslation(['tours', 'saved']);
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  const done = completion ? ordered.filter((step) => completion.isDone(step.position)).length : 0;

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="lg" id={headingId} ref={heading} tabIndex={-1}>
          {t('details.itinerary')}
        </Heading>
        {completion && ordered.length > 0 && (
          <Text fontSize="sm" color="gray.700" aria-live="polite" data-testid="itinerary-progress">
            {t('saved:itinerary.progress', { done, total: ordered.length })}
          </Text>
        )}
      </Flex>
      {completion?.problem && (
        <Box mb="3">
          <FormMessage tone="error">
            <span data-testid="itinerary-problem">{completion.problem}</span>
          </FormMessage>
        </Box>
      )}
      {ordered.length === 0 ? (
        <Text color="gray.700">{t('saved:itinerary.empty')}</Text>
      ) : (
        <Box as="ol" listStyleType="none" borderInlineStartWidth="2px" borderColor="terracotta.200" ps="5" data-testid="itinerary-timeline">
          {ordered.map((step) => {
            const completed = completion?.isDone(step.position) ?? false;
            const title = t('details.step', { position: step.position, title: step.title });
            return (
              <Box as="li" key={step.position} position="relative" pb="4">
                <Box
                  position="absolute"
                  insetStart="-7"
                  top="1.5"
                  w="3"
                  h="3"
                  rounded="full"
                  borderWidth="2px"
                  borderColor="terracotta.500"
                  bg={completed ? 'terracotta.500' : 'white'}
                  aria-hidden="true"
                />
                <Text display="block" fontSize="sm" fontWeight="medium" color="terracotta.800" data-testid={`itinerary-step-${step.position}-day`}>
                  {t('details.day', { day: formatCount(step.day, language) })}
                  {step.date && (
                    <>
                      {' · '}
                      <time dateTime={step.date} data-testid={`itinerary-step-${step.position}-date`}>
                        {formatDate(step.date, language)}
                      </time>
                    </>
                  )}
                </Text>
                {completion ? (
                  <Flex as="label" align="start" gap="2" cursor="pointer" minH="6">
                    <input
                      type="checkbox"
                      checked={completed}
                      data-testid={`itinerary-step-${step.position}`}
                      aria-describedby={step.description ? `itinerary-step-${step.position}-description` : undefined}
                      style={{ width: '1.5rem', height: '1.5rem', flexShrink: 0, accentColor: 'var(--chakra-colors-terracotta-600)' }}
                      onChange={(event) => completion.set(step.position, event.currentTarget.checked)}
                    />
                    <Text as="span" fontWeight="semibold" textDecoration={completed ? 'line-through' : undefined} color={completed ? 'gray.600' : undefined}>
                      {title}
                    </Text>
                  </Flex>
                ) : (
                  <Text fontWeight="semibold" data-testid={`itinerary-step-${step.position}-title`}>
                    {title}
                  </Text>
                )}
                {step.description && (
                  <Text
                    fontSize="sm"
                    color="gray.700"
                    ps={completion ? '8' : undefined}
                    id={`itinerary-step-${step.position}-description`}
                    {...(step.textLanguage ? wordsIn(step.textLanguage) : {})}
                  >
                    {step.description}
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** A timeline whose ticks stay in this browser, under `storageKey` (see itineraryKeys). */
export function StoredItineraryTimeline({ storageKey, steps }: { storageKey: string; steps: readonly TimelineStep[] }) {
  return <ItineraryTimeline steps={steps} completion={useStoredCompletion(storageKey)} />;
}
