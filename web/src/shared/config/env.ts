/** Build-time settings, read once. Every one is optional: the defaults need no outside network. */
export interface AppEnv {
  apiUrl: string;
  assetCdn: string | null;
  fingerprintProKey: string | null;
  fingerprintProRegion: 'us' | 'eu' | 'ap' | null;
}

/** Reads the app's settings from Vite's `import.meta.env` and the page location. */
export function readEnv(
  env: ImportMetaEnv = import.meta.env,
  origin: string = window.location.origin,
): AppEnv {
  const region = env.VITE_FINGERPRINT_PRO_REGION;
  return {
    apiUrl: trimSlash(env.VITE_API_URL) || origin,
    assetCdn: trimSlash(env.VITE_ASSET_CDN) || null,
    fingerprintProKey: env.VITE_FINGERPRINT_PRO_KEY?.trim() || null,
    fingerprintProRegion: region === 'us' || region === 'eu' || region === 'ap' ? region : null,
  };
}

function trimSlash(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}
