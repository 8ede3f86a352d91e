import { limits } from '@fairway/contracts';
import type { PageName } from './page-name';

/** Questions the assistant answers well on each page, most useful first; at most 3 a page. */
const suggestionsByPage: Record<PageName, readonly string[]> = {
  home: ['Who is leading right now?', 'How do I register a foursome?', 'How does a scramble work?'],
  tournaments: ['How do I create a tournament?', 'How much has been raised for charity?', 'Which format should we play?'],
  scorecard: ['How do I enter scores?', 'How many strokes do I get on each hole?', 'What is a net score?'],
  leaderboard: ['Who is leading right now?', 'How are ties broken?', 'What does thru mean?'],
  admin: ['How do I check players in?', 'How do I pre-register teams?', 'How do I update the amount raised?'],
  tournament: ['How do I join a team with an invite code?', 'How do I register a foursome?', 'How does the TV view work?'],
};

export function chatSuggestions(page: PageName): string[] {
  return suggestionsByPage[page].slice(0, limits.maxChatSuggestions);
}
