/** How a record authenticated (`@request.context` and MFA need it). */
export type AuthMethod = 'password' | 'oauth2' | 'otp' | 'refresh' | 'impersonate';
