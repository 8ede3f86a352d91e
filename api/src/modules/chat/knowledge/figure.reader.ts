/** A number as golfers write it; "+2.1" is a plus handicap, stored as -2.1. */
function signedFigure(text: string): number {
  const value = Number(text.replace('+', ''));
  return text.startsWith('+') ? -value : value;
}

/**
 * The first figure any pattern captures (group 1), and the text without it, so one number is never read
 * twice ("slope 128" must not also be the handicap).
 */
export function takeFigure(text: string, patterns: readonly RegExp[]): { value?: number; rest: string } {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found?.[1] !== undefined) return { value: signedFigure(found[1]), rest: text.replace(found[0], ' ') };
  }
  return { rest: text };
}

const FIGURE = String.raw`(\+?\d{1,3}(?:\.\d+)?)`;
const joiner = String.raw`\s*(?:of|is|was|=|:|#)?\s*`;

/** "slope 128", "slope rating of 128", "slope: 128". */
export function afterLabel(labels: string): RegExp {
  return new RegExp(String.raw`\b(?:${labels})${joiner}${FIGURE}(?!\d|\.\d)`);
}

/** "a 22 handicap", "14.2 index". */
export function beforeLabel(labels: string): RegExp {
  return new RegExp(String.raw`(?:^|[^\d.])${FIGURE}[\s-]*(?:${labels})\b`);
}

/** "I'm a 14.2", "I am an 8". */
export const iAmA = new RegExp(String.raw`\b(?:i'?m|i am)\s+an?\s+${FIGURE}(?!\d|\.\d)`);
