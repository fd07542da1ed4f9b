// How each booking was paid and what the marketplace owes the partner for it: what it collected by card (or mobile
// money) less refunds and its fee (the spec's taxes and fees line); nothing for a booking paid at the venue, which the
// partner collects itself.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { withTaxesAndFees } from '../support/spec-prices.js';
import { CREATE, daysAhead, mutate, signIn } from './bookings-support.js';
import { hotelManagerApi, stay } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, ownHotelId, newRoomType } = hotelManagerApi(suite);

const BOOKINGS = `query ($filter: PartnerBookingFilterInput) { partnerBookings(filter: $filter) { nodes { reference paymentMethod total { minor } marketplaceFee { minor } owedToPartner { minor currency } } } }`;
const CANCEL = `mutation ($id: ID!) { partnerBookingCancel(id: $id, reason: "Room out of order") { userErrors { code message } } }`;

describe('partner bookings: paid how, and owed what', () => {
  it('owes the card total less the fee, nothing for a booking paid at the venue, and nothing once the card booking is refunded', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId, 80);
    const atVenue = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(220), daysAhead(221)));
    const byCard = await mutate(suite.env, CREATE, {
      ...stay(hotelId, room.id, daysAhead(222), daysAhead(223)),
      payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
    });
    expect([atVenue.userErrors, byCard.userErrors]).toEqual([[], []]);

    const listed = async (reference: string) => {
      const answer = await graphql(owner, BOOKINGS, { filter: { q: reference } });
      expect(answer.errors).toBeUndefined();
      return answer.data!.partnerBookings.nodes[0];
    };
    const total = withTaxesAndFees(8000);
    const fee = total - 8000;
    expect(await listed(atVenue.booking!.reference)).toEqual({
      reference: atVenue.booking!.reference,
      paymentMethod: 'pay_at_venue',
      total: { minor: total },
      marketplaceFee: { minor: fee },
      owedToPartner: { minor: 0, currency: 'USD' },
    });
    expect(await listed(byCard.booking!.reference)).toEqual({
      reference: byCard.booking!.reference,
      paymentMethod: 'test_card',
      total: { minor: total },
      marketplaceFee: { minor: fee },
      owedToPartner: { minor: total - fee, currency: 'USD' },
    });

    const cancelled = await graphql(owner, CANCEL, { id: byCard.booking!.id });
    expect(cancelled.data!.partnerBookingCancel.userErrors).toEqual([]);
    expect((await listed(byCard.booking!.reference)).owedToPartner).toEqual({ minor: 0, currency: 'USD' });
  });
});
