export * from './allocate-strokes';
export * from './net-score';
export * from './strokes-received-on-hole';
export * from './infer-playing-handicap';
