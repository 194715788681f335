/** One rate limit rule, PocketBase's shape. */
export interface RateLimitRule {
  /** A tag (`*:auth`, `users:create`), a path prefix (`/api/`) or `METHOD /path`. */
  label: string;
  /** `''` everyone, `@guest` or `@auth`. */
  audience: '' | '@guest' | '@auth';
  /** Window length in seconds. */
  duration: number;
  maxRequests: number;
}

/** An S3-compatible bucket for uploaded files (`s3`) or backups (`backups.s3`); docs/storage.md. */
export interface S3Settings {
  enabled: boolean;
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  /** Write-only. */
  secret: string;
  forcePathStyle: boolean;
}

/** The app settings, in PocketBase's `/api/settings` shape. */
export interface Settings {
  meta: {
    appName: string;
    appURL: string;
    senderName: string;
    senderAddress: string;
    hideControls: boolean;
    accentColor: string;
  };
  smtp: {
    enabled: boolean;
    host: string;
    port: number;
    username: string;
    /** Write-only. */
    password: string;
    authMethod: '' | 'PLAIN' | 'LOGIN';
    tls: boolean;
    localName: string;
  };
  s3: S3Settings;
  backups: { cron: string; cronMaxKeep: number; s3: S3Settings };
  batch: { enabled: boolean; maxRequests: number; timeout: number; maxBodySize: number };
  rateLimits: { enabled: boolean; excludedIPs: string[]; rules: RateLimitRule[] };
  trustedProxy: { headers: string[]; useLeftmostIP: boolean };
  logs: { maxDays: number; minLevel: number; logIP: boolean; logAuthId: boolean };
  superuserIPs: string[];
}

const emptyS3 = (): S3Settings => ({
  enabled: false,
  bucket: '',
  region: '',
  endpoint: '',
  accessKey: '',
  secret: '',
  forcePathStyle: false,
});

/**
 * Default rate limits. PB compat: PocketBase ships rate limiting disabled; Hearth enables it
 * with these rules so a fresh public install resists password guessing and mail flooding.
 */
export const DEFAULT_RATE_LIMIT_RULES: RateLimitRule[] = [
  { label: '*:auth', audience: '', duration: 3, maxRequests: 2 },
  { label: '*:requestOTP', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:create', audience: '', duration: 5, maxRequests: 20 },
  { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
  { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
];

/** The settings of a fresh install, before environment variables and saved changes. */
export function defaultSettings(appURL: string): Settings {
  return {
    meta: {
      appName: 'Hearth',
      appURL,
      senderName: 'Hearth',
      senderAddress: 'no-reply@example.com',
      hideControls: false,
      accentColor: '',
    },
    smtp: {
      enabled: false,
      host: 'smtp.example.com',
      port: 587,
      username: '',
      password: '',
      authMethod: '',
      tls: false,
      localName: '',
    },
    s3: emptyS3(),
    backups: { cron: '', cronMaxKeep: 3, s3: emptyS3() },
    batch: { enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 },
    rateLimits: {
      enabled: true,
      excludedIPs: [],
      rules: DEFAULT_RATE_LIMIT_RULES.map((rule) => ({ ...rule })),
    },
    trustedProxy: { headers: [], useLeftmostIP: false },
    logs: { maxDays: 5, minLevel: 0, logIP: true, logAuthId: false },
    superuserIPs: [],
  };
}

/** The settings as the API shows them: write-only secrets blanked. */
export function maskSettings(settings: Settings): Settings {
  return {
    ...settings,
    smtp: { ...settings.smtp, password: '' },
    s3: { ...settings.s3, secret: '' },
    backups: { ...settings.backups, s3: { ...settings.backups.s3, secret: '' } },
  };
}
