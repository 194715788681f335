/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base URL; defaults to the page's origin (the server serves both). */
  readonly VITE_API_URL?: string;
  /** A CDN base URL for the default avatar and background images; defaults to the bundled ones. */
  readonly VITE_ASSET_CDN?: string;
  /** A Fingerprint Pro public API key; without it the open-source agent runs locally. */
  readonly VITE_FINGERPRINT_PRO_KEY?: string;
  /** The Fingerprint Pro region (`us`, `eu` or `ap`). */
  readonly VITE_FINGERPRINT_PRO_REGION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A locale file cut down to the signed-out pages' sections (see vite.config.ts). */
declare module '*.json?signed-out' {
  import type { SignedOutMessages } from '@/i18n/signed-out-sections';

  const messages: SignedOutMessages;
  export default messages;
}
