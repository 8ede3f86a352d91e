export * from './course-par';
export * from './relative-to-par-label';
export * from './score-name';
export * from './total-strokes';
