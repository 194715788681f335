import type { CollectionInput } from '../collection-types.js';
import { USERS_COLLECTION_ID } from './social.js';

export const SESSIONS_COLLECTION_ID = 'pbc_3660498186';

const ME = '@request.auth.id';
const OWN = `${ME} != "" && user = ${ME}`;

/**
 * One signed-in device of a user: created by every sign-in (password, OAuth2, OTP), named in the
 * auth token's `sid` claim, kept alive by refreshes and requests (`lastActive`). Deleting the
 * record signs that device out: its token answers 401 from then on, on every request.
 * Only the server writes sessions; a user reads and deletes their own.
 * (docs/sessions.md)
 */
export const sessionsCollection: CollectionInput = {
  id: SESSIONS_COLLECTION_ID,
  name: 'sessions',
  type: 'base',
  system: false,
  listRule: OWN,
  viewRule: OWN,
  createRule: null,
  updateRule: null,
  deleteRule: OWN,
  fields: [
    {
      name: 'user',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    /** How the session began: `password`, `oauth2` or `otp`. */
    { name: 'method', type: 'select', values: ['password', 'oauth2', 'otp'], maxSelect: 1 },
    /** The browser as the user knows it ("Chrome 131"); empty when the agent says nothing. */
    { name: 'browser', type: 'text', max: 100 },
    /** The operating system ("Windows 10", "Android 14"). */
    { name: 'os', type: 'text', max: 100 },
    /** `desktop`, `mobile` or `tablet`; empty when unknown. */
    { name: 'deviceType', type: 'select', values: ['desktop', 'mobile', 'tablet'], maxSelect: 1 },
    /** The client's address as the server saw it (trusted proxy headers applied). */
    { name: 'ip', type: 'text', max: 64 },
    /** An approximate place for the address when one can be told offline; else empty. */
    { name: 'place', type: 'text', max: 100 },
    { name: 'userAgent', type: 'text', max: 512 },
    /** The last refresh or request seen (written at most once a minute). */
    { name: 'lastActive', type: 'date' },
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ],
  indexes: ['CREATE INDEX `idx_sessions_user` ON `sessions` (`user`, `lastActive`)'],
};
