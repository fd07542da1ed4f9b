// The help chat (spec §2 /help, §4 'Help chat', §7 POST /api/help): the passages of the FAQ, the policy and the
// static pages that answer the question, and the country's listings it names, found by full-text search. Without
// a model the answer is those passages with their links; with one, the model answers from them, streamed.
import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../../../../../shared/src/spec-constants.js';
import type { RequestContext } from '../../../context.js';
import { badInput } from '../../../errors.js';
import type { Language } from '../../../language.js';
import { text } from '../../../validation.js';
import type { CountryService } from '../../countries/country.service.js';
import type { AiRequestLimit } from '../ai-limits.js';
import type { ChatMessage, ChatProvider } from '../provider/chat-provider.js';
import { type FoundListing, type FoundPassage, refreshCorpus, searchListings, searchPassages } from './help-search.js';

/** Spec §1: Rwanda unless the chat names another country. */
/** The model reads the latest turns only. */
const HISTORY_TURNS = 10;
/** A second passage is shown when it ranks nearly as well as the first. */
const RUNNER_UP_SHARE = 0.6;

/** When the help pages hold no answer, in the traveller's language (the passages themselves are per language). */
export const NO_ANSWER: Record<Language, string> = {
  en: 'I could not find an answer to that in our help pages. A human agent will review your question and reply by e-mail. Meanwhile you can ask about bookings, payments, cancellations and refunds, or your account.',
  fr: "Je n'ai pas trouvé de réponse à cette question dans nos pages d'aide. Un agent va l'examiner et vous répondra par e-mail. En attendant, vous pouvez poser des questions sur les réservations, les paiements, les annulations et remboursements, ou votre compte.",
  pt: 'Não encontrei resposta a isso nas nossas páginas de ajuda. Um agente vai analisar a sua pergunta e responder por e-mail. Entretanto, pode perguntar sobre reservas, pagamentos, cancelamentos e reembolsos, ou a sua conta.',
  ar: 'لم أجد إجابة عن ذلك في صفحات المساعدة. سيراجع أحد موظفينا سؤالك ويرد عليك بالبريد الإلكتروني. في الأثناء يمكنك السؤال عن الحجوزات والمدفوعات والإلغاء والاسترداد أو عن حسابك.',
};

/** The conversation so far, the traveller's question last, and the country it is about. */
export const helpRequest = z.object({
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: text(4000) }))
    .min(1, { error: 'must hold the question' })
    .max(100),
  country: text(60).nullish(),
});

export type HelpRequest = z.output<typeof helpRequest>;

export interface HelpAnswer {
  passages: FoundPassage[];
  listings: FoundListing[];
  /** The answer as it is written. */
  pieces: AsyncIterable<string>;
}

export class HelpChatService {
  private readonly corpusReady = new Map<Language, Promise<void>>();

  constructor(
    private readonly countries: CountryService,
    private readonly provider: ChatProvider | null,
    private readonly limit: AiRequestLimit,
  ) {}

  /** Everything that can be refused is refused here, before a byte of the answer is sent. */
  async answer(ctx: RequestContext, { messages, country }: HelpRequest): Promise<HelpAnswer> {
    const last = messages.at(-1)!;
    const question = last.content.trim();
    // Spec §5: empty or whitespace input is not a question.
    if (last.role !== 'user' || !question) throw badInput(`messages.${messages.length - 1}.content`, 'Please type a question.');
    const countryCode = this.countries.resolve(country?.trim() || DEFAULT_COUNTRY).code;
    await this.limit.consume(ctx);
    await this.ready(ctx, ctx.language);
    const passages = await searchPassages(ctx.em, question, ctx.language);
    const listings = await searchListings(ctx.em, question, ctx.language, countryCode);
    const local = localAnswer(passages, listings, ctx.language);
    const pieces = this.provider ? this.modelAnswer(this.provider, messages, passages, listings, local) : once(local);
    return { passages, listings, pieces };
  }

  private ready(ctx: RequestContext, language: Language): Promise<void> {
    let ready = this.corpusReady.get(language);
    if (!ready) {
      ready = refreshCorpus(ctx.em.fork(), language).catch((error: unknown) => {
        this.corpusReady.delete(language);
        throw error;
      });
      this.corpusReady.set(language, ready);
    }
    return ready;
  }

  /** The model's streamed answer from the same passages; the local answer when the model fails before writing. */
  private async *modelAnswer(
    provider: ChatProvider,
    messages: ChatMessage[],
    passages: FoundPassage[],
    listings: FoundListing[],
    local: string,
  ): AsyncIterable<string> {
    const context = [
      ...passages.map((passage) => `[${passage.title}](${passage.link}): ${passage.body}`),
      ...listings.map((listing) => `Listing (${listing.kind}) [${listing.name}](${listing.link})`),
    ].join('\n');
    const conversation: ChatMessage[] = [
      {
        role: 'system',
        content: `You are the help assistant of Jambo Africa, a marketplace for tours, hotels, restaurants, rides and nightlife across Africa.
Answer in plain text, in the language of the question, briefly, from the passages below only, and give the link of the page you used.
If the passages do not answer the question, or it is not about travel in Africa or this service, say that a human agent will review the question and reply by e-mail.
Passages:
${context || '(none found)'}`,
      },
      ...messages.slice(-HISTORY_TURNS),
    ];
    let wrote = false;
    try {
      for await (const piece of provider.stream(conversation, { temperature: 0.2, maxTokens: 500 })) {
        wrote = true;
        yield piece;
      }
    } catch {
      // The question still gets an answer: the passages themselves, after whatever the model managed to write.
      yield wrote ? `\n\n${local}` : local;
    }
  }
}

async function* once(answer: string): AsyncIterable<string> {
  yield answer;
}

/** The best passage in full with its link, a close second by title, and the listings the question names. */
export function localAnswer(passages: FoundPassage[], listings: FoundListing[], language: Language): string {
  const [best, ...others] = passages;
  if (!best && !listings.length) return NO_ANSWER[language];
  const parts: string[] = [];
  if (best) parts.push(`${best.title}\n${best.body}\n${best.link}`);
  for (const other of others) if (best && other.score >= best.score * RUNNER_UP_SHARE) parts.push(`${other.title}: ${other.link}`);
  if (listings.length) parts.push(listings.map((listing) => `${listing.name}: ${listing.link}`).join('\n'));
  return parts.join('\n\n');
}
