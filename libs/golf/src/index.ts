// Public surface of @fairway/golf: pure golf logic (no React, no Nest, no I/O).

// types
export * from './types/course-rating.type';
export * from './types/golf-format.type';
export * from './types/hole.type';
export * from './types/player.type';
export * from './types/score-basis.type';
export * from './types/score.type';
export * from './types/team.type';

// shared
export * from './shared/round-half-up';

// handicap
export * from './handicap/course-handicap';
export * from './handicap/handicap-allowances';
export * from './handicap/match-play-strokes';
export * from './handicap/player-allowance-percent';
export * from './handicap/playing-handicap';
export * from './handicap/scramble-team-handicap';

// strokes
export * from './strokes/allocate-strokes';
export * from './strokes/net-score';
export * from './strokes/strokes-received-on-hole';

// formats
export * from './formats/best-ball-hole';
export * from './formats/match-play-hole-outcome';
export * from './formats/match-play-outcomes';
export * from './formats/match-status';
export * from './formats/player-hole-score.type';
export * from './formats/scramble-hole';
export * from './formats/stableford-points';
export * from './formats/stroke-play-hole';

// score-display
export * from './score-display/course-par';
export * from './score-display/relative-to-par-label';
export * from './score-display/score-name';
export * from './score-display/total-strokes';

// round-progress
export * from './round-progress/hole-order';
export * from './round-progress/round-progress';

// team-rounds
export * from './team-rounds/annotate-team-scores';
export * from './team-rounds/best-ball-round';
export * from './team-rounds/holes-in-order';
export * from './team-rounds/player-round';
export * from './team-rounds/scramble-round';
export * from './team-rounds/scramble-team-playing-handicap';
export * from './team-rounds/stableford-round';
export * from './team-rounds/stroke-play-round';
export * from './team-rounds/strokes-by-player';
export * from './team-rounds/team-round-settings.type';
export * from './team-rounds/team-round';
export * from './team-rounds/team-round.type';

// leaderboard
export * from './leaderboard/apply-tie-break';
export * from './leaderboard/build-individual-leaderboard';
export * from './leaderboard/build-leaderboard';
export * from './leaderboard/compare-countback';
export * from './leaderboard/countback-scores';
export * from './leaderboard/individual-leaderboard.type';
export * from './leaderboard/leaderboard-input.type';
export * from './leaderboard/leaderboard-row.type';
export * from './leaderboard/position-label';
export * from './leaderboard/rank-positions';
export * from './leaderboard/team-standing';
export * from './leaderboard/tie-break-method.type';

// charity
export * from './charity/cents-to-dollars';
export * from './charity/charity-milestones';
export * from './charity/charity-progress';
export * from './charity/dollars-to-cents';
export * from './charity/format-usd';

// weather
export * from './weather/assess-precipitation';
export * from './weather/assess-temperature';
export * from './weather/assess-visibility';
export * from './weather/assess-wind';
export * from './weather/compass-direction';
export * from './weather/factor-assessment.type';
export * from './weather/golf-conditions';
export * from './weather/temperature-band';
