// Where the mobile-money providers call back: M-Pesa's STK result (POST, Body.stkCallback) and MoMo's requesttopay
// result (PUT or POST to the X-Callback-Url given, which names our payment). A callback is kept, then believed only as
// far as the provider's own status query confirms it; a repeated one changes nothing. Payout results are acknowledged:
// a refund is recorded when the provider accepts it.
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/orm.js';
import type { Services } from '../../services.js';
import { MobileMoneyProviderName } from './mobile-money.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentCallbackRoutes(app: FastifyInstance, orm: Orm, services: Services) {
  const receive = async (name: MobileMoneyProviderName, body: unknown, paymentId: string | null) => {
    return services.mobilePayments.receiveCallback(orm.em.fork(), name, body, paymentId);
  };
  app.post('/payments/mpesa/callback', async (request, reply) => {
    const known = await receive(MobileMoneyProviderName.MPESA, request.body, null);
    return reply.code(known ? 200 : 400).send({ ResultCode: known ? 0 : 1, ResultDesc: known ? 'Accepted' : 'Rejected' });
  });
  const momo = async (request: { params: unknown; body: unknown }, reply: import('fastify').FastifyReply) => {
    const { paymentId } = request.params as { paymentId: string };
    if (!UUID.test(paymentId)) return reply.code(404).send();
    return reply.code((await receive(MobileMoneyProviderName.MTN_MOMO, request.body, paymentId)) ? 200 : 404).send();
  };
  app.put('/payments/mtn-momo/callback/:paymentId', momo);
  app.post('/payments/mtn-momo/callback/:paymentId', momo);
  for (const path of ['/payments/mpesa/b2c-result', '/payments/mpesa/b2c-timeout', '/payments/mtn-momo/payout'])
    app.route({ method: ['POST', 'PUT'], url: path, handler: async (_request, reply) => reply.code(200).send({ ResultCode: 0, ResultDesc: 'Accepted' }) });
}
