import type { PageName } from '../conversation/page-name';
import { intentCatalogue, pageIntents } from './intent-catalogue';
import { type IntentId, intentIds } from './intent-id';
import { keywordMatches } from './keyword-match';
import { normaliseQuestion } from './normalise-question';

/** A strong keyword alone (3 and up) is enough; weak keywords (1 each) only add to it. */
const MIN_SCORE = 3;
const PAGE_BONUS = 0.5;

function strongWeight(keyword: string): number {
  return 2 + keyword.split(' ').length;
}

function keywordScore(intent: IntentId, tokens: readonly string[]): number {
  const { strong, weak = [] } = intentCatalogue[intent];
  const strongScore = strong.filter((keyword) => keywordMatches(keyword, tokens)).reduce((sum, keyword) => sum + strongWeight(keyword), 0);
  return strongScore + weak.filter((keyword) => keywordMatches(keyword, tokens)).length;
}

/** Every intent the question reaches, best first; equal scores keep the catalogue's order. */
export function rankIntents(question: string, page: PageName): Array<{ intent: IntentId; score: number }> {
  const tokens = normaliseQuestion(question);
  return intentIds
    .map((intent) => {
      const score = keywordScore(intent, tokens);
      const bonus = score >= MIN_SCORE && pageIntents[page].includes(intent) ? PAGE_BONUS : 0;
      return { intent, score: score + bonus };
    })
    .filter(({ score }) => score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
}

/** The intent of a question, or null when nothing fits well enough (the fallback answer). */
export function matchIntent(question: string, page: PageName = 'home'): IntentId | null {
  return rankIntents(question, page)[0]?.intent ?? null;
}
