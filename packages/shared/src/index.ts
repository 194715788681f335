export * from './api-error.js';
export * from './error-codes.js';
export * from './collection-types.js';
export * from './storage-keys.js';
export * from './app-routes.js';
export * from './schema/index.js';
export * from './social-types.js';
export * from './chat-types.js';
