import type { App } from '../app.js';
import type { AuthIdentity } from '../request-info.js';

/** The per-request values the HTTP layer shares between middleware and routes. */
export interface HttpEnv {
  Variables: {
    app: App;
    /** The request's authenticated record, or null for a guest. */
    auth: AuthIdentity | null;
  };
}
