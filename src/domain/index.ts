export * from './taxonomy.js';
export * from './property-rules.js';
export * from './property-schema.js';
export * from './price-format.js';
export * from './photo-limits.js';
