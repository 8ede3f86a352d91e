export * from './course-rating.type';
export * from './golf-format.type';
export * from './hole.type';
export * from './player.type';
export * from './score-basis.type';
export * from './score.type';
export * from './team.type';
