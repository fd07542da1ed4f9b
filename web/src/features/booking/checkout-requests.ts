// The checkout's requests to the API (checkout.ts), loaded with a booking's first attempt: their documents stay out of
// the booking page's first download.
import type { ApolloClient } from '@apollo/client';
import {
  BookingConfirmDocument,
  type BookingConfirmMutationVariables,
  BookingHoldDocument,
  type BookingHoldMutationVariables,
  BookingPaymentProgressDocument,
  type BookingPaymentProgressQueryVariables,
  BookingReleaseHoldDocument,
  type BookingReleaseHoldMutationVariables,
  MyBookingsDocument,
} from '../../gql/graphql';

export const holdBooking = (client: ApolloClient, variables: BookingHoldMutationVariables) => client.mutate({ mutation: BookingHoldDocument, variables });

/** The traveller's bookings list is asked again, so it shows the new one. */
export const confirmBooking = (client: ApolloClient, variables: BookingConfirmMutationVariables) =>
  client.mutate({ mutation: BookingConfirmDocument, variables, refetchQueries: [MyBookingsDocument] });

export const releaseHold = (client: ApolloClient, variables: BookingReleaseHoldMutationVariables) =>
  client.mutate({ mutation: BookingReleaseHoldDocument, variables });

export const paymentProgress = (client: ApolloClient, variables: BookingPaymentProgressQueryVariables) =>
  client.query({ query: BookingPaymentProgressDocument, variables, fetchPolicy: 'network-only' });
