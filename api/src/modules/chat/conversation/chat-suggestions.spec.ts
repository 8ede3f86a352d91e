import { limits } from '@fairway/contracts';
import { matchIntent } from '../intents/match-intent';
import { pageIntents } from '../intents/intent-catalogue';
import { staticAnswers } from '../knowledge/static-answers';
import { chatSuggestions } from './chat-suggestions';
import { MAX_ANSWER_LENGTH } from './fit-answer';
import { fallbackAnswer, greetingAnswer } from './help-answers';
import { pageNames } from './page-name';

describe('chatSuggestions', () => {
  it.each(pageNames)('offers at most 3 questions on %s, each one the assistant answers', (page) => {
    const suggestions = chatSuggestions(page);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(limits.maxChatSuggestions);
    for (const suggestion of suggestions) expect(matchIntent(suggestion, page)).not.toBeNull();
  });

  it.each(pageNames)('suggests on %s what the page is about', (page) => {
    const intents = chatSuggestions(page).map((suggestion) => matchIntent(suggestion, page));
    expect(intents.some((intent) => intent !== null && pageIntents[page].includes(intent))).toBe(true);
  });
});

describe('knowledge base', () => {
  it('keeps every answer short enough for the panel, as plain text', () => {
    const answers = [...Object.values(staticAnswers), ...pageNames.flatMap((page) => [greetingAnswer(page), fallbackAnswer(page)])];
    for (const answer of answers) {
      expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_LENGTH);
      expect(answer).not.toMatch(/[*#`]/);
    }
  });

  it('works the handicap example out with the WHS formula', () => {
    // 14.2 x 128 / 113 = 16.08; 71.3 - 72 = -0.7; Course Handicap 15.38; 85% = 13.08; 95% = 14.62.
    expect(staticAnswers.handicap).toContain('= 16.1 - 0.7 = 15.4');
    expect(staticAnswers.handicap).toContain('Best ball (85%): 13.1 -> 13');
    expect(staticAnswers.handicap).toContain('Stroke play and Stableford (95%): 14.6 -> 15');
  });

  it('works the scramble example out with the 25/20/15/10 allowances', () => {
    // 4 x 25% + 10 x 20% + 16 x 15% + 24 x 10% = 1 + 2 + 2.4 + 2.4 = 7.8, rounded to 8.
    expect(staticAnswers.scramble).toContain('1.0 + 2.0 + 2.4 + 2.4 = 7.8, so 8 strokes');
  });
});
