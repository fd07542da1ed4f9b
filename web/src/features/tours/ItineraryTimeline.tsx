// The tour's itinerary as a timeline; each step has a checkbox the traveller ticks off, kept in this browser.
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourDetailsQuery } from '../../gql/graphql';
import { isStepDone, markStep, readItinerary } from './itinerary-progress';

type Step = NonNullable<TourDetailsQuery['tour']>['itinerary'][number];

export function ItineraryTimeline({ tourId, steps }: { tourId: string; steps: readonly Step[] }) {
  const { t } = useTranslation(['tours', 'saved']);
  const [entries, setEntries] = useState(() => readItinerary(tourId));
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  const done = ordered.filter((step) => isStepDone(entries, step.position)).length;

  return (
    <Box as="section" aria-labelledby="tour-itinerary">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="lg" id="tour-itinerary">
          {t('details.itinerary')}
        </Heading>
        {ordered.length > 0 && (
          <Text fontSize="sm" color="gray.700" aria-live="polite" data-testid="itinerary-progress">
            {t('saved:itinerary.progress', { done, total: ordered.length })}
          </Text>
        )}
      </Flex>
      {ordered.length === 0 ? (
        <Text color="gray.700">{t('saved:itinerary.empty')}</Text>
      ) : (
        <Box as="ol" listStyleType="none" borderInlineStartWidth="2px" borderColor="terracotta.200" ps="5" data-testid="itinerary-timeline">
          {ordered.map((step) => {
            const completed = isStepDone(entries, step.position);
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
                <Flex as="label" align="start" gap="2" cursor="pointer">
                  <input
                    type="checkbox"
                    checked={completed}
                    data-testid={`itinerary-step-${step.position}`}
                    aria-describedby={`itinerary-step-${step.position}-description`}
                    style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem', flexShrink: 0, accentColor: 'var(--chakra-colors-terracotta-600)' }}
                    onChange={(event) => setEntries(markStep(tourId, step.position, event.currentTarget.checked))}
                  />
                  <Text as="span" fontWeight="semibold" textDecoration={completed ? 'line-through' : undefined} color={completed ? 'gray.600' : undefined}>
                    {t('details.step', { position: step.position, title: step.title })}
                  </Text>
                </Flex>
                <Text fontSize="sm" color="gray.700" ps="7" id={`itinerary-step-${step.position}-description`}>
                  {step.description}
                </Text>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
