import type { PublicTournament } from '@fairway/contracts';
import { charityAnswer, donationLinks } from '../answers/charity-answer';
import { holeAnswer } from '../answers/hole-answer';
import { leaderAnswer } from '../answers/leader-answer';
import { myStrokesAnswer } from '../answers/my-strokes-answer';
import { teamNamedIn, teamStandingAnswer } from '../answers/team-standing-answer';
import { tieLines, tournamentFormatAnswer } from '../answers/tournament-format-answer';
import { weatherAnswer } from '../answers/weather-answer';
import type { ChatFacts } from '../facts/chat-facts';
import type { IntentId } from '../intents/intent-id';
import { matchIntent } from '../intents/match-intent';
import { handicapCalculation } from '../knowledge/handicap-calculator';
import { productAnswers } from '../knowledge/product-answers';
import { staticAnswers } from '../knowledge/static-answers';
import { strokesCalculation } from '../knowledge/strokes-calculator';
import { fallbackAnswer, greetingAnswer } from './help-answers';
import type { PageName } from './page-name';
import type { Question } from './read-question';

const signInForStrokes = [
  'Sign in and join your team, and I will work out your own strokes from your handicap, this course and the format.',
  'Or tell me your handicap: "How many strokes does a 14 get on stroke index 5?"',
].join('\n');
const signInForTeam = 'Name the team ("How are the Eagles doing?"), or sign in so I know yours.';

/** Intents of a question about a team: "How are the Hawks doing?", "Are the Eagles leading?" */
const teamQuestionIntents: ReadonlySet<IntentId | null> = new Set([null, 'leader', 'team-standing', 'thru-shotgun']);
/** Also read the names of teams called after golf words ("the Eagles", "Birdie Hunters", "Net Gains"). */
const teamNameIntents: ReadonlySet<IntentId | null> = new Set([...teamQuestionIntents, 'score-names', 'net-score', 'enter-scores', 'greeting']);

type LiveAnswer = (tournament: PublicTournament, all: PublicTournament[]) => Promise<string>;

/** The answer to a question, from live data for the tournament in context where the question needs it. */
export async function composeAnswer({ text, intent, hole }: Question, page: PageName, facts: ChatFacts): Promise<string> {
  const live = async (answer: LiveAnswer, otherwise: string): Promise<string> => {
    const all = await facts.tournaments();
    return all[0] ? answer(all[0], all) : otherwise;
  };

  if (teamNameIntents.has(intent)) {
    const named = await live(async (tournament) => {
      const board = await facts.leaderboard(tournament.id);
      const asked = text.split('\n')[0] ?? text;
      const row = teamNamedIn(board, asked);
      const rest = row ? asked.toLowerCase().replace(row.teamName.toLowerCase().replace(/^the /, ''), ' ') : '';
      return row && teamQuestionIntents.has(matchIntent(rest, page)) ? teamStandingAnswer(board, row.teamId) : '';
    }, '');
    if (named) return named;
  }

  switch (intent) {
    case null:
      return fallbackAnswer(page);
    case 'greeting':
      return greetingAnswer(page);
    case 'handicap':
      return handicapCalculation(text) ?? staticAnswers.handicap;
    case 'strokes-per-hole':
      return (
        strokesCalculation(text) ??
        live(async (tournament) => {
          const mine = await facts.myTeam(tournament);
          if (!mine) return facts.signedIn ? `You are not on a team in ${tournament.name} yet. ${staticAnswers['strokes-per-hole']}` : signInForStrokes;
          return myStrokesAnswer(tournament, await facts.teeRating(tournament), mine, hole);
        }, staticAnswers['strokes-per-hole'])
      );
    case 'hole-info':
      return live(async (tournament) => holeAnswer(tournament, hole), staticAnswers['hole-info']);
    case 'tournament-format':
      return live(async (tournament) => tournamentFormatAnswer(tournament), `${staticAnswers['tournament-format']}\n\n${staticAnswers.formats}`);
    case 'team-standing':
      return live(async (tournament) => {
        const mine = await facts.myTeam(tournament);
        if (!mine) return facts.signedIn ? `You are not on a team in ${tournament.name}. ${signInForTeam}` : signInForTeam;
        return teamStandingAnswer(await facts.leaderboard(tournament.id), mine.team.id);
      }, staticAnswers['team-standing']);
    case 'leader':
      return live(async (_first, all) => leaderAnswer(await Promise.all(all.map((tournament) => facts.leaderboard(tournament.id)))), staticAnswers.leader);
    case 'charity-progress':
      return live(async (_first, all) => charityAnswer(all), staticAnswers['charity-progress']);
    case 'donate':
      return live(async (_first, all) => {
        const links = donationLinks(all);
        return links.length ? [productAnswers.donate, '', 'Donation links:', ...links].join('\n') : productAnswers.donate;
      }, staticAnswers.donate);
    case 'ties':
      return live(async (tournament) => `${staticAnswers.ties}\n\nIn ${tournament.name}:\n${tieLines[tournament.tieBreak]}`, staticAnswers.ties);
    case 'weather': {
      const [tournament] = await facts.tournaments();
      return weatherAnswer(await facts.weather(tournament ?? null), tournament?.course ?? 'the course');
    }
    default:
      return staticAnswers[intent];
  }
}
