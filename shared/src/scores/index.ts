export * from './score';
export * from './local-forms';
export * from './normalise';
export * from './identity';
export * from './best-score';
export * from './user-stats';
export * from './display-stats';
export * from './plausibility';
