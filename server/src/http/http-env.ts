import type { HttpBindings } from '@hono/node-server';
import type { App } from '../app.js';
import type { AuthIdentity } from '../request-info.js';

/** The per-request values the HTTP layer shares between middleware and routes. */
export interface HttpEnv {
  /**
   * The Node request and response behind the Web-standard ones (absent in in-process calls),
   * and the server's own read limits (`listen.ts`).
   */
  Bindings: Partial<HttpBindings> & {
    /** How long a request body may send nothing before it is refused with a 408. */
    bodyIdleTimeoutMs?: number;
  };
  Variables: {
    app: App;
    /** The request's authenticated record, or null for a guest. */
    auth: AuthIdentity | null;
    /** The most bytes `readBody` accepts for this request. */
    bodyLimit: number;
  };
}
