/**
 * Tournament setting chosen by the Committee (the tournament admin): 'share' (default) shows ties as
 * T2; 'countback-leader' decides only who is first by countback (the usual use: one winner) and the
 * others share; 'countback-all' decides every tie by countback. Still tied after countback: shared.
 */
export type TieBreakMethod = 'share' | 'countback-leader' | 'countback-all';

export const TIE_BREAK_METHODS: readonly TieBreakMethod[] = ['share', 'countback-leader', 'countback-all'];
