/**
 * Provider logos for `auth-methods` and `meta/oauth2-providers`: small inline SVGs drawn for
 * Hearth (simple shapes and letters, no copied brand artwork), so a sign-in button can show
 * something recognisable without fetching anything.
 */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${body}</svg>`;

const monogram = (letters: string, background: string, color: string, size: number) =>
  svg(
    `<rect width="24" height="24" rx="5" fill="${background}"/>` +
      `<text x="12" y="16.5" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${color}">${letters}</text>`,
  );

/** Logos by provider kind name. */
export const PROVIDER_LOGOS = {
  google: svg(
    '<circle cx="12" cy="12" r="11" fill="#fff" stroke="#dadce0"/>' +
      '<text x="12" y="17" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="#4285f4">G</text>',
  ),
  github: monogram('GH', '#24292f', '#fff', 10),
  microsoft: svg(
    '<rect x="2" y="2" width="9.5" height="9.5" fill="#f25022"/>' +
      '<rect x="12.5" y="2" width="9.5" height="9.5" fill="#7fba00"/>' +
      '<rect x="2" y="12.5" width="9.5" height="9.5" fill="#00a4ef"/>' +
      '<rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#ffb900"/>',
  ),
  oidc: monogram('ID', '#5f6368', '#fff', 11),
} as const;
