import {
  type AuthCollectionModel,
  type AuthOptions,
  type CollectionField,
  type CollectionInput,
  type CollectionModel,
  type CollectionType,
  type EmailTemplate,
} from '@hearth/shared';
import { nowString } from '../lib/dates.js';
import { forSuperusers } from './mail-templates/superuser-templates.js';
import { EN_TEMPLATES } from './mail-templates/templates-en.js';
import { randomString } from '../lib/random.js';
import { collectionIdFor, fieldIdFor } from './collection-ids.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** Seconds, as PocketBase's defaults. */
export const DEFAULT_TOKEN_DURATIONS = {
  authToken: 432_000,
  superusersAuthToken: 86_400,
  passwordResetToken: 1800,
  emailChangeToken: 1800,
  verificationToken: 86_400,
  fileToken: 180,
} as const;

const SECRET_LENGTH = 50;

/** The `id` primary key every collection has. */
export function idField(): CollectionField {
  return {
    id: fieldIdFor('text', 'id'),
    name: 'id',
    type: 'text',
    system: true,
    primaryKey: true,
    required: true,
    min: 15,
    max: 15,
    pattern: '^[a-z0-9]+$',
    autogeneratePattern: '[a-z0-9]{15}',
    hidden: false,
    presentable: false,
  };
}

/** The system fields of an auth collection, in PocketBase's order after `id`. */
export function authSystemFields(): CollectionField[] {
  return [
    {
      id: fieldIdFor('password', 'password'),
      name: 'password',
      type: 'password',
      system: true,
      hidden: true,
      required: true,
      min: 8,
      max: 0,
      pattern: '',
      cost: 0,
      presentable: false,
    },
    {
      id: fieldIdFor('text', 'tokenKey'),
      name: 'tokenKey',
      type: 'text',
      system: true,
      hidden: true,
      required: true,
      min: 30,
      max: 60,
      pattern: '',
      autogeneratePattern: '[a-zA-Z0-9]{50}',
      primaryKey: false,
      presentable: false,
    },
    {
      id: fieldIdFor('email', 'email'),
      name: 'email',
      type: 'email',
      system: true,
      required: true,
      hidden: false,
      exceptDomains: null,
      onlyDomains: null,
      presentable: false,
    },
    {
      id: fieldIdFor('bool', 'emailVisibility'),
      name: 'emailVisibility',
      type: 'bool',
      system: true,
      hidden: false,
      required: false,
      presentable: false,
    },
    {
      id: fieldIdFor('bool', 'verified'),
      name: 'verified',
      type: 'bool',
      system: true,
      hidden: false,
      required: false,
      presentable: false,
    },
  ];
}

/** The unique indexes an auth collection needs on `tokenKey` and `email`. */
export function authSystemIndexes(name: string): string[] {
  return [
    `CREATE UNIQUE INDEX \`idx_tokenKey_${name}\` ON \`${name}\` (\`tokenKey\`)`,
    `CREATE UNIQUE INDEX \`idx_email_${name}\` ON \`${name}\` (\`email\`) WHERE \`email\` != ''`,
  ];
}

function template({ subject, body }: EmailTemplate): EmailTemplate {
  return { subject, body };
}

/**
 * PocketBase's default auth options, with the English mail templates whose links point at the
 * web app's routes.
 */
export function defaultAuthOptions(name: string): AuthOptions {
  const isSuperusers = name === '_superusers';
  const templates = isSuperusers ? forSuperusers(EN_TEMPLATES) : EN_TEMPLATES;
  const secret = () => randomString(SECRET_LENGTH);
  return {
    authRule: '',
    manageRule: null,
    authAlert: {
      enabled: true,
      emailTemplate: template(templates.authAlert),
    },
    oauth2: {
      enabled: false,
      mappedFields: { id: '', name: '', username: '', avatarURL: '' },
      providers: [],
    },
    passwordAuth: { enabled: true, identityFields: ['email'] },
    mfa: { enabled: false, duration: 600, rule: '' },
    otp: {
      enabled: false,
      duration: 180,
      length: 8,
      emailTemplate: template(templates.otp),
    },
    authToken: {
      duration: isSuperusers
        ? DEFAULT_TOKEN_DURATIONS.superusersAuthToken
        : DEFAULT_TOKEN_DURATIONS.authToken,
      secret: secret(),
    },
    passwordResetToken: { duration: DEFAULT_TOKEN_DURATIONS.passwordResetToken, secret: secret() },
    emailChangeToken: { duration: DEFAULT_TOKEN_DURATIONS.emailChangeToken, secret: secret() },
    verificationToken: { duration: DEFAULT_TOKEN_DURATIONS.verificationToken, secret: secret() },
    fileToken: { duration: DEFAULT_TOKEN_DURATIONS.fileToken, secret: secret() },
    verificationTemplate: template(templates.verification),
    resetPasswordTemplate: template(templates.passwordReset),
    confirmEmailChangeTemplate: template(templates.emailChange),
  };
}

/**
 * Builds a complete collection from an input: PocketBase's defaults for everything not given,
 * the system fields its type needs (kept first, never duplicated), and ids for every field.
 */
export function scaffoldCollection(input: CollectionInput): CollectionModel {
  const type: CollectionType = input.type ?? 'base';
  const now = nowString();
  const fields = withSystemFields(type, input.fields ?? []);
  const base = {
    id: input.id || collectionIdFor(type, input.name),
    name: input.name,
    system: input.system ?? false,
    fields,
    indexes: [...(input.indexes ?? [])],
    listRule: input.listRule ?? null,
    viewRule: input.viewRule ?? null,
    createRule: input.createRule ?? null,
    updateRule: input.updateRule ?? null,
    deleteRule: input.deleteRule ?? null,
    created: now,
    updated: now,
  };
  if (type === 'view') return { ...base, type, viewQuery: input.viewQuery ?? '' };
  if (type === 'base') return { ...base, type };
  return scaffoldAuth(base, input);
}

function scaffoldAuth(
  base: Omit<AuthCollectionModel, 'type' | keyof AuthOptions>,
  input: CollectionInput,
): AuthCollectionModel {
  const defaults = defaultAuthOptions(base.name);
  const options: AuthOptions = { ...defaults };
  // note: defaults is the literal defaultAuthOptions builds, so its keys are AuthOptions' keys.
  for (const key of Object.keys(defaults) as (keyof AuthOptions)[]) {
    const given = input[key];
    if (given === undefined) continue;
    const fallback = defaults[key];
    // note: nested option objects merge over the defaults so a partial input keeps the rest. The
    // cast is needed because TypeScript cannot tie `given` to `options[key]` for a key of a union;
    // both belong to the same key, and validateCollection checks the result.
    (options as unknown as Record<string, unknown>)[key] =
      isPlainObject(fallback) && isPlainObject(given) ? { ...fallback, ...given } : given;
  }
  const indexes = [...base.indexes];
  for (const index of authSystemIndexes(base.name)) {
    if (!indexes.some((existing) => indexName(existing) === indexName(index))) indexes.push(index);
  }
  return { ...base, ...options, indexes, type: 'auth' };
}

function withSystemFields(type: CollectionType, given: CollectionField[]): CollectionField[] {
  const required = type === 'auth' ? [idField(), ...authSystemFields()] : [idField()];
  const byName = new Map(given.map((field) => [field.name, field]));
  // note: a given system field may adjust options (e.g. password min) but keeps its type. The
  // given options may belong to another type; TypeScript cannot tie them to the kept `type`, and
  // validateCollection checks them, hence the cast.
  const system = required.map(
    (field) =>
      ({ ...field, ...(byName.get(field.name) ?? {}), type: field.type }) as CollectionField,
  );
  const systemNames = new Set(required.map((field) => field.name));
  const rest = given.filter((field) => !systemNames.has(field.name));
  const fields = [...system, ...rest];
  // PB compat: a field given without an id gets its generated one, numbered on while another
  // field of the list holds it (a field renamed away from this name keeps the id it had).
  const taken = new Set(fields.map((field) => field.id).filter(Boolean));
  return fields.map((field) => {
    if (field.id) return withFieldDefaults(field);
    const generated = fieldIdFor(field.type, field.name);
    let id = generated;
    for (let suffix = 2; taken.has(id) && suffix < 1000; suffix += 1) id = `${generated}${suffix}`;
    taken.add(id);
    return withFieldDefaults({ ...field, id });
  });
}

/** Fills a field's id and common flags. */
export function withFieldDefaults(field: CollectionField): CollectionField {
  return {
    ...field,
    id: field.id || fieldIdFor(field.type, field.name),
    system: field.system ?? false,
    hidden: field.hidden ?? false,
    presentable: field.presentable ?? false,
  };
}

function indexName(sql: string): string {
  return /INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"[]?(\w+)/i.exec(sql)?.[1] ?? sql;
}
