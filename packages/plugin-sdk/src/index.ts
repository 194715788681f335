export * from './capabilities.js';
export * from './manifest.js';
export * from './protocol.js';
