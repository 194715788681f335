import type { App } from '../app.js';

/** The per-request values the HTTP layer shares between middleware and routes. */
export interface HttpEnv {
  Variables: {
    app: App;
  };
}
