// The checkout's steps after a screen's own form (CheckoutFlow: the choice, the guest's contact, the held booking, the
// payment, the confirmation) load when the traveller first books, not with the booking page: on a phone at 400 kbps the
// form answers seconds earlier. A form the traveller starts filling in fetches them meanwhile (prefetchCheckout).
import { type ComponentProps, lazy, Suspense } from 'react';
import { CheckoutBusy } from './CheckoutBusy';
import type { CheckoutFlow as Flow } from './CheckoutFlow';

const loadFlow = () => import('./CheckoutFlow');
const CheckoutFlow = lazy(async () => ({ default: (await loadFlow()).CheckoutFlow }));

/** Starts downloading the checkout's steps: a form's first focus calls it. */
export function prefetchCheckout() {
  void loadFlow().catch(() => undefined);
}

/** Nothing until the traveller books (or an attempt failed); then the checkout's steps. */
export function CheckoutSteps(props: ComponentProps<typeof Flow>) {
  if (props.checkout.phase === 'idle' && !props.checkout.failure) return null;
  return (
    <Suspense fallback={<CheckoutBusy />}>
      <CheckoutFlow {...props} />
    </Suspense>
  );
}
