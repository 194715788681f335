import type { CollectionInput } from '@hearth/shared';

const OWNER_RULE =
  "@request.auth.id != '' && recordRef = @request.auth.id && collectionRef = @request.auth.collectionId";

const text = (name: string, options: { hidden?: boolean; required?: boolean } = {}) =>
  ({ name, type: 'text', system: true, ...options }) as const;
const autodates = [
  { name: 'created', type: 'autodate', system: true, onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', system: true, onCreate: true, onUpdate: true },
] as const;

/** The superusers auth collection: no API rules, so only superusers manage superusers. */
export const superusersCollection: CollectionInput = {
  name: '_superusers',
  type: 'auth',
  system: true,
  fields: [...autodates],
};

/** Links between auth records and OAuth2 provider accounts. */
export const externalAuthsCollection: CollectionInput = {
  name: '_externalAuths',
  type: 'base',
  system: true,
  listRule: OWNER_RULE,
  viewRule: OWNER_RULE,
  deleteRule: OWNER_RULE,
  fields: [
    text('collectionRef', { required: true }),
    text('recordRef', { required: true }),
    text('provider', { required: true }),
    text('providerId', { required: true }),
    ...autodates,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_externalAuths_record_provider` ON `_externalAuths` (`collectionRef`, `recordRef`, `provider`)',
    'CREATE UNIQUE INDEX `idx_externalAuths_collection_provider` ON `_externalAuths` (`collectionRef`, `provider`, `providerId`)',
  ],
};

/** Pending multi-factor sessions (the first factor passed). */
export const mfasCollection: CollectionInput = {
  name: '_mfas',
  type: 'base',
  system: true,
  listRule: OWNER_RULE,
  viewRule: OWNER_RULE,
  fields: [
    text('collectionRef', { required: true }),
    text('recordRef', { required: true }),
    text('method', { required: true }),
    ...autodates,
  ],
  indexes: [
    'CREATE INDEX `idx_mfas_collectionRef_recordRef` ON `_mfas` (`collectionRef`, `recordRef`)',
  ],
};

/** One-time passwords sent by email. */
export const otpsCollection: CollectionInput = {
  name: '_otps',
  type: 'base',
  system: true,
  listRule: OWNER_RULE,
  viewRule: OWNER_RULE,
  fields: [
    text('collectionRef', { required: true }),
    text('recordRef', { required: true }),
    { name: 'password', type: 'password', system: true, hidden: true, required: true, min: 1 },
    text('sentTo', { hidden: true }),
    ...autodates,
  ],
  indexes: [
    'CREATE INDEX `idx_otps_collectionRef_recordRef` ON `_otps` (`collectionRef`, `recordRef`)',
  ],
};

/** Known login locations per auth record, for new-location alerts. */
export const authOriginsCollection: CollectionInput = {
  name: '_authOrigins',
  type: 'base',
  system: true,
  listRule: OWNER_RULE,
  viewRule: OWNER_RULE,
  deleteRule: OWNER_RULE,
  fields: [
    text('collectionRef', { required: true }),
    text('recordRef', { required: true }),
    text('fingerprint', { required: true }),
    ...autodates,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_authOrigins_unique_pairs` ON `_authOrigins` (`collectionRef`, `recordRef`, `fingerprint`)',
  ],
};

/** The system collections, in the order the first migration creates them. */
export const SYSTEM_COLLECTIONS: readonly CollectionInput[] = [
  superusersCollection,
  externalAuthsCollection,
  mfasCollection,
  otpsCollection,
  authOriginsCollection,
];
