// Where the mobile-money providers call back: M-Pesa's STK result (POST, Body.stkCallback) and MoMo's requesttopay
// result (PUT or POST to the X-Callback-Url given, which names our payment). A callback is kept, then believed only as
// far as the provider's own status query confirms it; a repeated one changes nothing. Refund results likewise: M-Pesa's
// B2C result (and queue timeout) and MoMo's transfer callback, to the URL that names the payout.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../../db/orm.js';
import type { Services } from '../../services.js';
import {
  type MobileMoneyCallback,
  b2cResult,
  b2cResultBody,
  momoCallback,
  momoCallbackBody,
  momoCallbackParams,
  momoPayoutParams,
  momoPayoutResult,
  mpesaCallback,
  mpesaCallbackBody,
} from './provider-callbacks.js';

export function paymentCallbackRoutes(app: FastifyInstance, orm: Orm, services: Services) {
  const receive = (callback: MobileMoneyCallback) => services.mobilePayments.receiveCallback(orm.em.fork(), callback);
  app.post('/payments/mpesa/callback', async (request, reply) => {
    const body = mpesaCallbackBody.safeParse(request.body);
    const known = body.success && (await receive(mpesaCallback(body.data)));
    return reply.code(known ? 200 : 400).send({ ResultCode: known ? 0 : 1, ResultDesc: known ? 'Accepted' : 'Rejected' });
  });
  const momo = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = momoCallbackParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send();
    const body = momoCallbackBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send();
    return reply.code((await receive(momoCallback(body.data, params.data.paymentId))) ? 200 : 404).send();
  };
  app.put('/payments/mtn-momo/callback/:paymentId', momo);
  app.post('/payments/mtn-momo/callback/:paymentId', momo);
  // Refund results: kept when they name a refund of ours, believed once verified, settled once.
  const refunds = services.mobilePayments.refunds;
  const b2c = (timedOut: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = b2cResultBody.safeParse(request.body);
    const known = body.success && (await refunds.receive(orm.em.fork(), b2cResult(body.data, timedOut))) !== 'unknown';
    return reply.code(known ? 200 : 400).send({ ResultCode: known ? 0 : 1, ResultDesc: known ? 'Accepted' : 'Rejected' });
  };
  app.post('/payments/mpesa/b2c-result', b2c(false));
  app.post('/payments/mpesa/b2c-timeout', b2c(true));
  const momoPayout = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = momoPayoutParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send();
    const body = momoCallbackBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send();
    return reply.code((await refunds.receive(orm.em.fork(), momoPayoutResult(body.data, params.data.payoutId))) === 'unknown' ? 404 : 200).send();
  };
  app.put('/payments/mtn-momo/payout/:payoutId', momoPayout);
  app.post('/payments/mtn-momo/payout/:payoutId', momoPayout);
  // Transfers sent before their callback URL named the payout: acknowledged, and left to the reconciliation pass.
  app.route({ method: ['POST', 'PUT'], url: '/payments/mtn-momo/payout', handler: async (_request, reply) => reply.code(200).send() });
}
