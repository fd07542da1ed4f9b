// The FAQ page's local assistant (spec §2): the entry (question, answer, tags) sharing the most words
// with the question wins; with no word in common, the first entry. No call is made.
export interface FaqEntry {
  q: string;
  a: string;
  tags: string;
}

const words = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

export function bestFaqEntry(question: string, entries: readonly FaqEntry[]): FaqEntry | undefined {
  const asked = words(question);
  let best = entries[0];
  let bestScore = 0;
  for (const entry of entries) {
    const known = words(`${entry.q} ${entry.a} ${entry.tags}`);
    let score = 0;
    for (const word of asked) if (known.has(word)) score++;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}
