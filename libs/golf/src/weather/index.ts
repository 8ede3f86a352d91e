export * from './assess-precipitation';
export * from './assess-temperature';
export * from './assess-visibility';
export * from './assess-wind';
export * from './compass-direction';
export * from './factor-assessment.type';
export * from './golf-conditions';
export * from './temperature-band';
