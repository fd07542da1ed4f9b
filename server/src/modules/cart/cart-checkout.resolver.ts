import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { payloadOf, userErrorOf } from '../../graphql/user-error.js';
import { bookedTogether, memberIndexOf } from '../bookings/booking-group.js';
import { readCartCheckoutConfirm, readCartCheckoutHold } from './cart-checkout.service.js';
import { CartCheckoutConfirmInput, CartCheckoutHoldInput, CartCheckoutPayload } from './cart-checkout.types.js';

@Resolver()
export class CartCheckoutResolver {
  @Mutation(() => CartCheckoutPayload, {
    description: "The cart's review: every item held and priced line by line for the hold's time; cartCheckoutConfirm pays once for all",
  })
  cartCheckoutHold(@Arg('input') input: CartCheckoutHoldInput, @Ctx() ctx: ApiContext) {
    return payloadOf(CartCheckoutPayload, async () => {
      const held = await ctx.services.cartCheckout.hold(ctx, readCartCheckoutHold(input));
      if (held.held) return bookedTogether(held.bookings);
      return { userErrors: [userErrorOf(held.error)], failedItem: held.failedItem };
    });
  }

  @Mutation(() => CartCheckoutPayload, { description: 'Pays once for the held items of the cart and confirms them all, or none' })
  async cartCheckoutConfirm(@Arg('input') input: CartCheckoutConfirmInput, @Ctx() ctx: ApiContext) {
    const payload = await payloadOf(CartCheckoutPayload, async () =>
      bookedTogether(await ctx.services.cartCheckout.confirm(ctx, readCartCheckoutConfirm(input))),
    );
    const field = payload.userErrors[0]?.field;
    return Object.assign(payload, { failedItem: field?.startsWith('items.') ? memberIndexOf(field) : null });
  }
}
