import { limits } from '@fairway/contracts';
import { roundHalfUp, strokesReceivedOnHole } from '@fairway/golf';
import { afterLabel, beforeLabel, iAmA, takeFigure } from './figure.reader';
import { handicapText } from './handicap-working';

const HOLES = limits.holesPerRound;
const handicapPatterns = [afterLabel('playing handicap|course handicap|handicap|hcp'), beforeLabel('handicapper|handicap|hcp'), iAmA];

const strokes = (count: number) => `${count} stroke${count === 1 ? '' : 's'}`;

/** Where the strokes of a playing handicap fall over 18 holes. */
export function strokeSpread(handicap: number): string {
  if (handicap === 0) return 'A playing handicap of 0 (scratch) receives no strokes: net equals gross on every hole.';
  if (handicap < 0) {
    const givenBack = -handicap;
    return `A plus ${givenBack} gives ${strokes(1)} back on the ${givenBack} easiest holes (stroke index ${HOLES - givenBack + 1} to ${HOLES}): add it to your score there.`;
  }
  const everyHole = Math.floor(handicap / HOLES);
  const extra = handicap % HOLES;
  if (everyHole === 0) return `A playing handicap of ${handicap} gets ${strokes(1)} on stroke index 1 to ${extra} and none on the other holes.`;
  if (extra === 0) return `A playing handicap of ${handicap} gets ${strokes(everyHole)} on every hole.`;
  return `A playing handicap of ${handicap} gets ${strokes(everyHole)} on every hole and ${strokes(everyHole + 1)} on stroke index 1 to ${extra}.`;
}

function onHole(handicap: number, strokeIndex: number): string {
  const received = strokesReceivedOnHole(handicap, strokeIndex);
  const verb = received < 0 ? `gives back ${strokes(-received)}` : `receives ${strokes(received)}`;
  return `On a stroke index ${strokeIndex} hole a ${handicapText(handicap)} ${verb}: a gross 5 there is a net ${5 - received}.`;
}

/** Strokes for the playing handicap (and stroke index) in the question, or null when it names no handicap. */
export function strokesCalculation(question: string): string | null {
  const text = question.toLowerCase();
  const strokeIndex = takeFigure(text, [afterLabel('stroke index|si|hole handicap')]);
  const given = takeFigure(strokeIndex.rest, handicapPatterns).value;
  if (given === undefined) return null;
  if (given < limits.apiHandicap.min || given > limits.handicapIndex.max) return 'Playing handicaps here run from +10 to 54. Which handicap do you play off?';
  const handicap = roundHalfUp(given);
  const lines = Number.isInteger(given)
    ? []
    : [`Strokes use your playing handicap, a whole number: ${handicapText(given)} rounds to ${handicapText(handicap)}.`];
  lines.push(strokeSpread(handicap));
  const index = strokeIndex.value;
  if (index !== undefined)
    lines.push(Number.isInteger(index) && index >= 1 && index <= HOLES ? onHole(handicap, index) : `Stroke indexes run from 1 (hardest) to ${HOLES}.`);
  return lines.join('\n');
}
