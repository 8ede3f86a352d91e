/** Whether a format compares net scores (handicap strokes deducted) or gross strokes. */
export type ScoreBasis = 'net' | 'gross';
