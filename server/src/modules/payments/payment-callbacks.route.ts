// Where the mobile-money providers call back: M-Pesa's STK result (POST, Body.stkCallback) and MoMo's requesttopay
// result (PUT or POST to the X-Callback-Url given, which names our payment). A callback is kept, then believed only as
// far as the provider's own status query confirms it; a repeated one changes nothing. Payout results are acknowledged:
// a refund is recorded when the provider accepts it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../../db/orm.js';
import type { Services } from '../../services.js';
import { type MobileMoneyCallback, momoCallback, momoCallbackBody, momoCallbackParams, mpesaCallback, mpesaCallbackBody } from './provider-callbacks.js';

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
  for (const path of ['/payments/mpesa/b2c-result', '/payments/mpesa/b2c-timeout', '/payments/mtn-momo/payout'])
    app.route({ method: ['POST', 'PUT'], url: path, handler: async (_request, reply) => reply.code(200).send({ ResultCode: 0, ResultDesc: 'Accepted' }) });
}
