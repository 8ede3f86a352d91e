export * from './best-ball-hole';
export * from './match-play-hole-outcome';
export * from './match-play-outcomes';
export * from './match-status';
export * from './player-hole-score.type';
export * from './scramble-hole';
export * from './stableford-points';
export * from './stroke-play-hole';
