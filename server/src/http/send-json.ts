import type { Context } from 'hono';
import { parseFields, pickFields } from '../lib/json-fields.js';

/** Sends a JSON success body, applying the request's `?fields=` picking (any 2xx JSON response). */
export function sendJson(c: Context, body: unknown, status: 200 = 200): Response {
  return c.json(pickFields(body, parseFields(c.req.query('fields'))), status);
}
