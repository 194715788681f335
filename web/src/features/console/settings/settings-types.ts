/** One rate limit rule, as `/api/settings` holds it. */
export interface RateLimitRule {
  /** A tag (`*:auth`, `users:create`), a path prefix (`/api/`) or `METHOD /path`. */
  label: string;
  /** `''` everyone, `@guest` or `@auth`. */
  audience: '' | '@guest' | '@auth';
  /** Window length in seconds. */
  duration: number;
  maxRequests: number;
}

/** The parts of `GET /api/settings` the console edits. */
export interface AppSettings {
  meta: {
    appName: string;
    appURL: string;
    senderName: string;
    senderAddress: string;
    hideControls: boolean;
  };
  smtp: {
    enabled: boolean;
    host: string;
    port: number;
    username: string;
    /** Write-only: always blank when read; blank when saved keeps the stored one. */
    password: string;
    authMethod: '' | 'PLAIN' | 'LOGIN';
    tls: boolean;
    localName: string;
  };
  rateLimits: { enabled: boolean; rules: RateLimitRule[] };
  trustedProxy: { headers: string[]; useLeftmostIP: boolean };
  logs: { maxDays: number; minLevel: number; logIP: boolean; logAuthId: boolean };
}

/** A settings group (`meta`, `smtp`…). */
export type SettingsGroup = keyof AppSettings;

/** What one section edits: a slice of some groups' fields. */
export type SectionValues = { [G in SettingsGroup]?: Partial<AppSettings[G]> };
