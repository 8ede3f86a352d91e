/** The product's formats plus Stableford, which the rules file suggests offering. */
export const GOLF_FORMATS = ['stroke-play', 'best-ball', 'scramble', 'match-play', 'stableford'] as const;

export type GolfFormat = (typeof GOLF_FORMATS)[number];
