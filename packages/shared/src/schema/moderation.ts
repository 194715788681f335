import type { CollectionInput } from '../collection-types.js';
import { CHATS_COLLECTION_ID, MESSAGES_COLLECTION_ID } from './chat.js';
import { USERS_COLLECTION_ID } from './social.js';
import { MODERATION_REASON_MAX } from './suspension.js';

export const REPORTS_COLLECTION_ID = 'pbc_1615648943';
export const MODERATION_LOG_COLLECTION_ID = 'pbc_2390417706';
/** The longest `note` of a report. */
export const REPORT_NOTE_MAX = 1000;

/** Why a user reports a message or a person. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'sexual',
  'violence',
  'self_harm',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Where a report stands: `open` until a superuser dismisses it or acts on it. */
export const REPORT_STATUSES = ['open', 'dismissed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the audit log records, one entry per superuser action. */
export const MODERATION_ACTIONS = [
  'dismiss_report',
  'delete_message',
  'suspend',
  'lift_suspension',
  'delete_user',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const ME = '@request.auth.id';
const OWN = `${ME} != "" && reporter = ${ME}`;

/**
 * A user's report of a message or a person (docs/moderation.md). The reporter creates it as
 * themselves, never about themselves, with the default status; a message report names a
 * message of a chat the reporter is in, and the server fills `reported` (its author),
 * `excerpt` (its text) and `chat`, and refuses a second open report of the same thing. A user
 * reads only their own reports; only superusers change or delete them.
 */
export const reportsCollection: CollectionInput = {
  id: REPORTS_COLLECTION_ID,
  name: 'reports',
  type: 'base',
  system: false,
  listRule: OWN,
  viewRule: OWN,
  createRule:
    `${OWN} && reported != ${ME} && ` +
    '(@request.body.status:isset = false || @request.body.status = "open") && ' +
    `(message = "" || message.chat.chat_members_via_chat.user ?= ${ME})`,
  updateRule: null,
  deleteRule: null,
  fields: [
    {
      name: 'reporter',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    // Required in effect: the server fills it from a reported message, else refuses it empty.
    { name: 'reported', type: 'relation', collectionId: USERS_COLLECTION_ID, maxSelect: 1 },
    { name: 'message', type: 'relation', collectionId: MESSAGES_COLLECTION_ID, maxSelect: 1 },
    // What the message said when reported: it stays after the message is deleted.
    { name: 'excerpt', type: 'text', max: 5000 },
    { name: 'chat', type: 'relation', collectionId: CHATS_COLLECTION_ID, maxSelect: 1 },
    { name: 'reason', type: 'select', values: [...REPORT_REASONS], maxSelect: 1, required: true },
    { name: 'note', type: 'text', max: REPORT_NOTE_MAX },
    { name: 'status', type: 'select', values: [...REPORT_STATUSES], maxSelect: 1 },
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ],
  indexes: [
    'CREATE INDEX `idx_reports_status` ON `reports` (`status`, `created`)',
    'CREATE INDEX `idx_reports_reporter` ON `reports` (`reporter`)',
    'CREATE INDEX `idx_reports_reported` ON `reports` (`reported`, `created`)',
  ],
};

/**
 * The audit log of moderation: one entry per superuser action, written by the moderation
 * routes only, read by superusers only. Ids and names are kept as text so an entry outlives
 * the report, the message and the person it names.
 */
export const moderationLogCollection: CollectionInput = {
  id: MODERATION_LOG_COLLECTION_ID,
  name: 'moderation_log',
  type: 'base',
  system: false,
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  fields: [
    {
      name: 'action',
      type: 'select',
      values: [...MODERATION_ACTIONS],
      maxSelect: 1,
      required: true,
    },
    // The superuser's email.
    { name: 'actor', type: 'text', max: 255 },
    { name: 'report', type: 'text', max: 64 },
    { name: 'user', type: 'text', max: 64 },
    // The person's nickname when the action was taken.
    { name: 'userName', type: 'text', max: 255 },
    { name: 'message', type: 'text', max: 64 },
    { name: 'excerpt', type: 'text', max: 5000 },
    { name: 'until', type: 'date' },
    { name: 'reason', type: 'text', max: MODERATION_REASON_MAX },
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  ],
  indexes: ['CREATE INDEX `idx_moderation_log_created` ON `moderation_log` (`created`)'],
};
