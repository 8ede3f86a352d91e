// Public surface of @fairway/golf: pure golf logic (no React, no Nest, no I/O). Each folder is also a
// subpath export (`@fairway/golf/handicap`, `@fairway/golf/fundraising`, ...).
export * from './types/index';
export * from './shared/index';
export * from './handicap/index';
export * from './strokes/index';
export * from './formats/index';
export * from './score-display/index';
export * from './round-progress/index';
export * from './team-rounds/index';
export * from './leaderboard/index';
export * from './auction/index';
export * from './fundraising/index';
export * from './skins/index';
export * from './weather/index';
