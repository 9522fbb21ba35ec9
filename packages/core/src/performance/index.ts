export * from './days';
export * from './series';
export * from './total-return';
export * from './periods';
export * from './stats';
export * from './rank';
