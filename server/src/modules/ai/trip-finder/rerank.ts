// With a model configured: it reads the planner's candidate packages (real listings, database prices) and
// picks one and explains it. It chooses among them only: an answer naming anything else is not used.
import { type Language, languageNames } from '../../../language.js';
import type { ChatProvider } from '../provider/chat-provider.js';
import type { Plan } from './planner.js';
import { describePlans } from './rationale.js';
import type { TripRequest } from './trip-request.js';

export interface ModelChoice {
  plan: Plan;
  rationale: string;
}

const RATIONALE_MAX = 1200;

const instructions = `You are the trip planner of an African travel marketplace. You are given candidate packages built from real, available listings with their prices.
Choose the package that best fits the traveller's preferences, group and budget, and explain the choice to the traveller in 2 to 4 sentences.
Mention only listings that appear in the chosen package, and do not change or invent prices.
Answer with a JSON object only: {"choice": <package number>, "rationale": "<your explanation>"}`;

/** The model's pick among `plans` and its rationale; null when its answer is not one of the packages. */
export async function rerankWithModel(provider: ChatProvider, trip: TripRequest, plans: Plan[], language: Language): Promise<ModelChoice | null> {
  const answer = await provider.complete(
    [
      { role: 'system', content: `${instructions}\nWrite the rationale in ${languageNames[language]}.` },
      { role: 'user', content: describePlans(trip, plans) },
    ],
    { json: true, temperature: 0.2, maxTokens: 400 },
  );
  const json = /\{[\s\S]*\}/.exec(answer)?.[0];
  if (!json) return null;
  let parsed: { choice?: unknown; rationale?: unknown };
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return null;
  }
  const choice = Number(parsed.choice);
  if (!Number.isInteger(choice) || choice < 1 || choice > plans.length) return null;
  const rationale = typeof parsed.rationale === 'string' ? parsed.rationale.trim() : '';
  if (!rationale) return null;
  return { plan: plans[choice - 1]!, rationale: rationale.slice(0, RATIONALE_MAX) };
}
