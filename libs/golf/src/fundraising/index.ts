export * from './cents-to-dollars';
export * from './charity-milestones';
export * from './charity-progress';
export * from './dollars-to-cents';
export * from './format-usd';
export * from './birdie-pledges';
export * from './receipt-figures';
export * from './close-out-totals';
