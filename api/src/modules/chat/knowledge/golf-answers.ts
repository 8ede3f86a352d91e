import { DEFAULT_HANDICAP_ALLOWANCES, scrambleTeamHandicap } from '@fairway/golf';
import { courseHandicapWorking, oneDecimal, playingHandicapLines } from './handicap-working';
import { strokeSpread } from './strokes-calculator';

const allowances = DEFAULT_HANDICAP_ALLOWANCES;
const example = { index: 14.2, slope: 128, rating: 71.3, par: 72 };

function handicapAnswer(): string {
  const course = courseHandicapWorking(example);
  return [
    'Three numbers, each built from the last (World Handicap System):',
    '- Handicap Index: your portable measure of ability, 0 to 54 (a plus handicap like +2 is better than scratch).',
    '- Course Handicap: the strokes you get from a tee = Index x (Slope / 113) + (Course Rating - Par), kept unrounded.',
    '- Playing Handicap: Course Handicap x the allowance for the format, rounded once (.5 up).',
    '',
    `Worked example: Index ${example.index}, Slope ${example.slope}, Course Rating ${example.rating}, Par ${example.par}.`,
    `- ${course.line}`,
    ...playingHandicapLines(course.value),
    '',
    'Tell me your index, slope, rating and par and I will work out yours.',
  ].join('\n');
}

function strokesPerHoleAnswer(): string {
  return [
    'Each hole has a stroke index (the "Handicap" row on the card): 1 is the hardest hole, 18 the easiest.',
    'With a playing handicap n you get n / 18 strokes (rounded down) on every hole, plus one more on the holes whose stroke index is at most the remainder.',
    `- ${strokeSpread(10)}`,
    `- ${strokeSpread(18)}`,
    `- ${strokeSpread(22)}`,
    `- ${strokeSpread(-2)}`,
    'Your net score on a hole is your strokes minus the strokes you receive there.',
    'Ask me e.g. "handicap 22, stroke index 3" for a specific hole.',
  ].join('\n');
}

function scrambleAnswer(): string {
  const { fourPlayers, threePlayers, twoPlayers } = allowances.scramble;
  const handicaps = [4, 10, 16, 24];
  const shares = handicaps.map((handicap, rank) => (handicap * fourPlayers[rank]!) / 100);
  const exact = shares.reduce((sum, share) => sum + share, 0);
  return [
    'Scramble: everyone tees off, the team picks the best shot, all play their next shot from there, and so on until the ball is holed. One team score per hole.',
    'Team handicap (WHS) from the Course Handicaps, lowest first:',
    `- 4 players: ${fourPlayers.join('% + ')}%`,
    `- 3 players: ${threePlayers.join('% + ')}%`,
    `- 2 players: ${twoPlayers.join('% + ')}%`,
    `Example: ${handicaps.join(', ')} gives ${shares.map(oneDecimal).join(' + ')} = ${oneDecimal(exact)}, so ${scrambleTeamHandicap(handicaps)} strokes for the team.`,
    'In this app any team member can enter the strokes; the lowest posted on a hole is the team score.',
  ].join('\n');
}

export const golfAnswers = {
  handicap: handicapAnswer(),
  'strokes-per-hole': strokesPerHoleAnswer(),
  'net-score': [
    'Gross is the strokes you took; net is gross minus the handicap strokes you receive on that hole.',
    'Not minus your whole handicap: an 18 handicap gets one stroke per hole, so a 5 on a par 4 is a net 4, a net par.',
    'Over a round, net total = gross total - playing handicap.',
    'The scorecard works out every net score for you from your handicap, the course and the format, and marks the best one on each hole.',
  ].join('\n'),
  'best-ball': [
    'Best ball (four-ball): everyone plays their own ball and the team score on each hole is the lowest net score among its players.',
    `- Each player plays off ${allowances.bestBall}% of their Course Handicap, rounded.`,
    '- The scorecard marks the best score on each hole; tied players are all marked.',
    '- The team total is the sum of those best scores, shown against par (E, +2, -3).',
    'Tip: the higher handicaps get strokes on the hardest holes (low stroke index), so they often save the team there.',
  ].join('\n'),
  scramble: scrambleAnswer(),
  'stroke-play': [
    'Stroke play (medal): count every stroke on every hole; the lowest total wins.',
    `- Net stroke play deducts your playing handicap (${allowances.strokePlay}% of Course Handicap).`,
    "- For a team in this app, stroke play adds up every player's score and the leaderboard shows it against par.",
    '- Every stroke counts, so hole out; scores here go up to 12 on a hole.',
  ].join('\n'),
  'match-play': [
    'Match play is played hole by hole: the lower net score wins the hole, equal scores halve it.',
    '- "2 UP": won two more holes than the other side; "1 DOWN"; "ALL SQUARE" when level.',
    '- DORMIE: up by as many holes as remain (2 UP with 2 to play), so the leader cannot lose.',
    '- The match ends once a side is up by more holes than remain: "3&2" is 3 up with 2 to play. After 18 it ends "1 UP" (or more), or halved.',
    `- Handicaps: singles ${allowances.matchPlay}% and four-ball ${allowances.fourBallMatchPlay}% of Course Handicap; the lowest plays off 0 and the others get the difference.`,
    'You may concede a stroke, a hole or the match at any time.',
  ].join('\n'),
  stableford: [
    'Stableford scores points on each hole from your net score against par:',
    '- 0 for double bogey or worse (or no score: you can pick up)',
    '- 1 bogey, 2 par, 3 birdie, 4 eagle, 5 albatross, 6 four under',
    `The highest total wins; players get ${allowances.stableford}% of their Course Handicap.`,
    'Example: a 10 handicap gets a stroke on a stroke index 4 par 4, so a 5 there is a net 4: 2 points.',
    'One bad hole costs at most the points of that hole, which keeps the round moving.',
  ].join('\n'),
  formats: [
    'Formats this app runs, and when they suit:',
    `- Best ball: everyone plays their own ball, the lowest net counts (${allowances.bestBall}%). Relaxed and social.`,
    '- Scramble: one team ball, best shot each time (25/20/15/10%). Fastest, and kindest to mixed abilities: the charity favourite.',
    `- Stroke play: every stroke counts (${allowances.strokePlay}%). The purest test.`,
    `- Match play: hole by hole, head to head (${allowances.matchPlay}% singles, ${allowances.fourBallMatchPlay}% four-ball).`,
    'Ask me about any one of them, or about Stableford scoring.',
  ].join('\n'),
  ties: [
    'Tied teams share the position, shown as T2; the next team is 4th, not 3rd.',
    'If the Committee sets countback, ties (for the lead, or for every place) go to the better score over the last 9 holes (10-18), then the last 6, 3 and the 18th hole, even after a shotgun start. For net scores 1/2, 1/3, 1/6 and 1/18 of the handicap is deducted.',
    'Countback only splits finished rounds. A playoff is the other option the Committee can announce.',
  ].join('\n'),
  'thru-shotgun': [
    '"Thru 9" means nine holes completed; F means finished.',
    'With a shotgun start every team starts at the same time on a different hole: a team starting on 7 plays 7 to 18 and then 1 to 6, so its current hole follows that order and the leaderboard shows its starting hole.',
    'Completion is holes played out of 18, and teams are ranked by their score against par over the holes they have played, so teams on different holes compare fairly.',
  ].join('\n'),
  'score-names': [
    'Scores on a hole compared with par:',
    '- Albatross (double eagle): 3 under',
    '- Eagle: 2 under',
    '- Birdie: 1 under',
    '- Par: the strokes a good player is expected to take',
    '- Bogey: 1 over; Double Bogey: 2 over; Triple Bogey+: 3 or more over',
    "A hole in one is an ace. The scorecard names the team's best score on each hole and shows totals as E, +n or -n.",
  ].join('\n'),
  mulligans: [
    "Mulligans (a second try at a shot) are not in the Rules of Golf, but many charity days sell them as a fundraiser. Follow the organiser's rules and enter only the strokes that count.",
    '- Gimmes: in match play a short putt may be conceded, and it counts as holed. In stroke play every putt is holed.',
    '- Picking up: in Stableford a hole without a score is 0 points; in stroke play and best ball a hole needs a score (up to 12 here).',
    'Scrambles keep the pace with one team ball, which makes mulligans rarely needed.',
  ].join('\n'),
  weather: [
    'The weather card shows conditions at the course with a playability rating: excellent, good, fair, challenging or suspended, plus advice on wind and temperature.',
    '- Thunderstorms or lightning, wind of 40 mph or more, or visibility under 0.1 mile suspend play: leave the course and wait for the Committee.',
    '- In wind, club up into it and down with it; keep the ball low.',
    '- In the heat, drink every few holes; in the cold, the ball flies shorter.',
    'The card refreshes every 5 minutes; allow location access to see your own conditions.',
  ].join('\n'),
} as const;
