import { limits } from '@fairway/contracts';
import { afterLabel, beforeLabel, iAmA, takeFigure } from './figure.reader';
import { courseHandicapWorking, type HandicapFigures, handicapText, playingHandicapLines } from './handicap-working';

const indexPatterns = [afterLabel('handicap index|index|handicap|hcp'), beforeLabel('handicap|index|hcp'), iAmA];

/** Reads "index 14.2, slope 128, rating 71.3, par 72" in any order and wording; null without an index. */
export function readHandicapFigures(question: string): HandicapFigures | null {
  let text = question.toLowerCase();
  const slope = takeFigure(text, [afterLabel('slope rating|slope')]);
  text = slope.rest;
  const rating = takeFigure(text, [afterLabel('course rating|rating|cr')]);
  text = rating.rest;
  const par = takeFigure(text, [afterLabel('par')]);
  const index = takeFigure(par.rest, indexPatterns);
  if (index.value === undefined) return null;
  return { index: index.value, slope: slope.value, rating: rating.value, par: par.value };
}

function problemsWith({ index, slope, rating, par }: HandicapFigures): string[] {
  const problems: string[] = [];
  if (index < limits.apiHandicap.min || index > limits.handicapIndex.max) problems.push('A Handicap Index runs from +10 to 54.');
  if (slope !== undefined && (slope < 55 || slope > 155)) problems.push('Slope Ratings run from 55 to 155 (113 is average).');
  if (rating !== undefined && (rating < 25 || rating > 90)) problems.push('A Course Rating is close to par, for example 71.3 on a par 72.');
  if (par !== undefined && (par < 27 || par > 80)) problems.push('Par for a course is usually between 54 and 73 for 18 holes.');
  return problems;
}

/** Course and playing handicaps for the figures in the question, or null when it gives no index. */
export function handicapCalculation(question: string): string | null {
  const figures = readHandicapFigures(question);
  if (!figures) return null;
  const problems = problemsWith(figures);
  if (problems.length) return [`I couldn't use those figures: ${problems.join(' ')}`, 'Try: "index 14.2, slope 128, rating 71.3, par 72".'].join('\n');
  const course = courseHandicapWorking(figures);
  return [
    `For a Handicap Index of ${handicapText(figures.index)}:`,
    `- ${course.line}`,
    '',
    'Playing handicap = Course Handicap x the format allowance, rounded once (.5 up):',
    ...playingHandicapLines(course.value),
    '- Scramble: your Course Handicap counts 25%, 20%, 15% or 10% toward one team handicap, lowest handicap first.',
  ].join('\n');
}
