/** Every entity of the table, so tests can check them against the table layout. */
export * from './organization';
export * from './people';
export * from './templates';
export * from './forms';
export * from './form-effects';
export * from './inventory';
export * from './platform';
export * from './authz';
export * from './roles';
export * from './outcome-groups';
export * from './places';
export * from './library';
export * from './notifications';
export * from './workflows';
export * from './scheduling';
export * from './integration-logs';
export * from './user-outcomes';
