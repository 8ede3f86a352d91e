import { chatSuggestions } from './chat-suggestions';
import type { PageName } from './page-name';

const capabilities = [
  '- Rules and formats: best ball, scramble, stroke play, match play, Stableford, ties and countback',
  '- Handicaps: course and playing handicaps, strokes on each hole, net scores',
  '- This app: registering a foursome, joining with an invite code, entering scores, check-in and admin tasks',
  "- This tournament, live: its format, who is leading, a team's position, score and thru, par, yardage and stroke index of a hole, your strokes on a hole, charity raised, and the weather",
];

export function greetingAnswer(page: PageName): string {
  return ["Hi! I'm the Fairway Fund golf assistant. I can help with:", ...capabilities, '', `Try: "${chatSuggestions(page)[0]}"`].join('\n');
}

export function fallbackAnswer(page: PageName): string {
  const [first, second] = chatSuggestions(page);
  return ["I don't know that, I'm afraid. I can help with:", ...capabilities, '', `Try asking: "${first}" or "${second}"`].join('\n');
}
