import { limits, type PublicTournament } from '@fairway/contracts';

/** Par, yardage and stroke index of a hole on the tournament's card. */
export function holeAnswer(tournament: PublicTournament, hole: number | undefined): string {
  const card = [...tournament.holes].sort((a, b) => a.number - b.number);
  if (card.length === 0)
    return `I don't know that: ${tournament.name} has no course card on file, so its holes have no yardage; scores use par 4 on every hole.`;
  if (hole === undefined) {
    const hardest = card.find((entry) => entry.handicap === 1);
    const yards = card.reduce((sum, entry) => sum + entry.yardage, 0);
    const par = card.reduce((sum, entry) => sum + entry.par, 0);
    const hardestLine = hardest ? ` The hardest hole is the ${hardest.number} (stroke index 1).` : '';
    return `${tournament.course}: par ${par}, ${yards.toLocaleString('en-US')} yards.${hardestLine} Ask about a hole by number, for example "What is par on hole 7?"`;
  }
  const entry = card.find((candidate) => candidate.number === hole);
  if (!entry) return `Holes run from 1 to ${limits.holesPerRound}. Which hole do you mean?`;
  return `Hole ${entry.number} at ${tournament.course}: par ${entry.par}, ${entry.yardage} yards, stroke index ${entry.handicap} (1 is the hardest hole, ${limits.holesPerRound} the easiest).`;
}
