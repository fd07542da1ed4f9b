// In development the outbox is readable from this machine: JSON at GET /dev/mail?to=<e-mail>, and a
// page at /dev/mail/view, so developers and tests follow verification and reset links without SMTP.
// Anyone else is told there is nothing here: the mails carry sign-in and reset links.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { EmailOutbox } from '../modules/email/email-outbox.entity.js';
import type { Services } from '../services.js';
import { servesDevConveniences } from './peer.js';
import { contextFor } from './request-context.js';
import { z } from 'zod';
import { parseInput, optionalText, wholeNumber } from '../validation.js';

const mailQuery = z.object({ to: optionalText(254), limit: wholeNumber(1, 100).optional() });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function asJson(mail: EmailOutbox) {
  return {
    id: mail.id,
    to: mail.recipient,
    template: mail.template,
    language: mail.language,
    subject: mail.subject,
    text: mail.text,
    links: [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
    status: mail.status,
    created_at: mail.createdAt,
    sent_at: mail.sentAt ?? null,
  };
}

export function devMailbox(app: FastifyInstance, orm: Orm, services: Services) {
  const latest = (request: FastifyRequest) => {
    const { to, limit } = parseInput(mailQuery, request.query);
    const ctx = contextFor(request, orm, services);
    return services.email.latest(ctx.em, to?.trim() || undefined, limit ?? 20);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/') && !servesDevConveniences(request, services.config))
      return reply.code(404).send({ message: 'Not found', error: 'NOT_FOUND' });
  });

  app.get('/dev/mail', async (request) => (await latest(request)).map(asJson));

  app.get('/dev/mail/view', async (request, reply) => {
    const mails = (await latest(request)).map(asJson);
    const items = mails.map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${escapeHtml(String(mail.created_at))} · ${mail.status}</p>
<pre>${escapeHtml(mail.text)}</pre>${mail.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}</article>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Dev mailbox</title><body><h1>Dev mailbox (${mails.length})</h1>${items.join('<hr>') || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
}
