/**
 * The collection definition as PocketBase's collections API reads and writes it.
 * Hearth's own data model (`schema/`) is written in this shape, so it is data the server applies.
 */

/** Options every field type has. */
interface BaseField {
  id?: string;
  name: string;
  system?: boolean;
  hidden?: boolean;
  presentable?: boolean;
  help?: string;
}

export interface TextField extends BaseField {
  type: 'text';
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: string;
  autogeneratePattern?: string;
  primaryKey?: boolean;
}

export interface EditorField extends BaseField {
  type: 'editor';
  required?: boolean;
  maxSize?: number;
  convertURLs?: boolean;
}

export interface NumberField extends BaseField {
  type: 'number';
  required?: boolean;
  min?: number | null;
  max?: number | null;
  onlyInt?: boolean;
}

export interface BoolField extends BaseField {
  type: 'bool';
  required?: boolean;
}

export interface EmailField extends BaseField {
  type: 'email';
  required?: boolean;
  exceptDomains?: string[] | null;
  onlyDomains?: string[] | null;
}

export interface UrlField extends BaseField {
  type: 'url';
  required?: boolean;
  exceptDomains?: string[] | null;
  onlyDomains?: string[] | null;
}

export interface DateField extends BaseField {
  type: 'date';
  required?: boolean;
  min?: string;
  max?: string;
}

export interface AutodateField extends BaseField {
  type: 'autodate';
  onCreate?: boolean;
  onUpdate?: boolean;
}

export interface SelectField extends BaseField {
  type: 'select';
  required?: boolean;
  values: string[];
  maxSelect?: number;
}

export interface FileField extends BaseField {
  type: 'file';
  required?: boolean;
  maxSize?: number;
  maxSelect?: number;
  mimeTypes?: string[] | null;
  thumbs?: string[] | null;
  protected?: boolean;
}

export interface RelationField extends BaseField {
  type: 'relation';
  required?: boolean;
  collectionId: string;
  cascadeDelete?: boolean;
  minSelect?: number;
  maxSelect?: number;
}

export interface JsonField extends BaseField {
  type: 'json';
  required?: boolean;
  maxSize?: number;
}

export interface PasswordField extends BaseField {
  type: 'password';
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: string;
  cost?: number;
}

export interface GeoPointField extends BaseField {
  type: 'geoPoint';
  required?: boolean;
}

/** Any collection field, discriminated by `type`. */
export type CollectionField =
  | TextField
  | EditorField
  | NumberField
  | BoolField
  | EmailField
  | UrlField
  | DateField
  | AutodateField
  | SelectField
  | FileField
  | RelationField
  | JsonField
  | PasswordField
  | GeoPointField;

export type FieldType = CollectionField['type'];

/** The field types a collection may declare, in PocketBase's order. */
export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'editor',
  'number',
  'bool',
  'email',
  'url',
  'date',
  'autodate',
  'select',
  'file',
  'relation',
  'json',
  'password',
  'geoPoint',
];

/** A rule is `null` (superusers only), `''` (anyone) or a filter expression. */
export type ApiRule = string | null;

export interface EmailTemplate {
  subject: string;
  body: string;
}

export interface TokenConfig {
  duration: number;
  /** Write-only: never returned by the API. */
  secret?: string;
}

export interface OAuth2ProviderConfig {
  name: string;
  clientId: string;
  /** Write-only: never returned by the API. */
  clientSecret?: string;
  authURL?: string;
  tokenURL?: string;
  userInfoURL?: string;
  displayName?: string;
  pkce?: boolean | null;
  extra?: Record<string, unknown> | null;
}

export interface AuthOptions {
  authRule: ApiRule;
  manageRule: ApiRule;
  authAlert: { enabled: boolean; emailTemplate: EmailTemplate };
  oauth2: {
    enabled: boolean;
    mappedFields: { id: string; name: string; username: string; avatarURL: string };
    providers: OAuth2ProviderConfig[];
  };
  passwordAuth: { enabled: boolean; identityFields: string[] };
  mfa: { enabled: boolean; duration: number; rule: string };
  otp: { enabled: boolean; duration: number; length: number; emailTemplate: EmailTemplate };
  authToken: TokenConfig;
  passwordResetToken: TokenConfig;
  emailChangeToken: TokenConfig;
  verificationToken: TokenConfig;
  fileToken: TokenConfig;
  verificationTemplate: EmailTemplate;
  resetPasswordTemplate: EmailTemplate;
  confirmEmailChangeTemplate: EmailTemplate;
}

interface BaseCollection {
  id: string;
  name: string;
  system: boolean;
  fields: CollectionField[];
  indexes: string[];
  listRule: ApiRule;
  viewRule: ApiRule;
  createRule: ApiRule;
  updateRule: ApiRule;
  deleteRule: ApiRule;
  created: string;
  updated: string;
}

export interface BaseCollectionModel extends BaseCollection {
  type: 'base';
}

export interface ViewCollectionModel extends BaseCollection {
  type: 'view';
  viewQuery: string;
}

export interface AuthCollectionModel extends BaseCollection, AuthOptions {
  type: 'auth';
}

/** A collection as stored and served (secrets included; the API masks them). */
export type CollectionModel = BaseCollectionModel | ViewCollectionModel | AuthCollectionModel;
export type CollectionType = CollectionModel['type'];

/**
 * A collection as written in a schema file or submitted to the API: everything but the
 * name and type is optional and gets PocketBase's defaults.
 */
export type CollectionInput = {
  name: string;
  type?: CollectionType;
  id?: string;
  system?: boolean;
  fields?: CollectionField[];
  indexes?: string[];
  listRule?: ApiRule;
  viewRule?: ApiRule;
  createRule?: ApiRule;
  updateRule?: ApiRule;
  deleteRule?: ApiRule;
  viewQuery?: string;
} & Partial<AuthOptions>;
