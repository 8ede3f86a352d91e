export * from './course-handicap';
export * from './handicap-allowances';
export * from './match-play-strokes';
export * from './player-allowance-percent';
export * from './playing-handicap';
export * from './scramble-team-handicap';
