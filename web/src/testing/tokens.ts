/** Builds an unsigned JWT with the given claims (the client never verifies signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token whose `exp` is `secondsFromNow` away (negative: already expired). */
export function tokenExpiringIn(secondsFromNow: number): string {
  return fakeToken({
    id: 'user1',
    type: 'auth',
    collectionId: '_pb_users_auth_',
    exp: Math.floor(Date.now() / 1000) + secondsFromNow,
  });
}
