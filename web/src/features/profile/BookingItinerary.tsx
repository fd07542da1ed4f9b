// View Itinerary of a signed-in traveller's tour booking (spec §2): the dated timeline, each tick kept on the
// server at once; if it cannot be kept, the tick goes back and the traveller is told.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookingItineraryStepDetailsFragment, BookingItineraryStepSetDocument } from '../../gql/graphql';
import { ItineraryTimeline } from '../tours/ItineraryTimeline';
import type { StepCompletion } from '../tours/itinerary-progress';

export function BookingItinerary({
  bookingId,
  reference,
  steps,
  focusOnMount,
}: {
  bookingId: string;
  reference: string;
  steps: readonly BookingItineraryStepDetailsFragment[];
  focusOnMount: boolean;
}) {
  const { t } = useTranslation('saved');
  const [setStep] = useMutation(BookingItineraryStepSetDocument);
  const [problem, setProblem] = useState<string | null>(null);

  async function keep(position: number, completed: boolean) {
    setProblem(null);
    const itinerary = steps.map((step) => (step.position === position ? { ...step, completed } : step));
    try {
      // The optimistic copy is dropped when the answer comes: on a failure the booking is as the server has it.
      const { data } = await setStep({
        variables: { input: { reference, position, completed } },
        optimisticResponse: {
          bookingItineraryStepSet: { __typename: 'BookingPayload', booking: { __typename: 'Booking', id: bookingId, itinerary }, userErrors: [] },
        },
      });
      if (data?.bookingItineraryStepSet.userErrors.length) setProblem(t('itinerary.notSaved'));
    } catch {
      setProblem(t('itinerary.notSaved'));
    }
  }

  const completion: StepCompletion = {
    isDone: (position) => steps.some((step) => step.position === position && step.completed),
    set: (position, completed) => void keep(position, completed),
    problem,
  };
  return <ItineraryTimeline steps={steps} completion={completion} focusOnMount={focusOnMount} />;
}
