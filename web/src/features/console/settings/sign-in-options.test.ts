import { describe, expect, it } from 'vitest';
import type { AuthCollectionModel } from '@/shared/lib/pb';
import { signInOptionsOf, signInPatch } from './sign-in-options';

const KINDS = [
  { name: 'google', displayName: 'Google' },
  { name: 'oidc', displayName: 'OpenID Connect' },
];

// note: only the options signInOptionsOf reads; the rest of the model does not matter here.
const users = {
  id: 'c1',
  name: 'users',
  passwordAuth: { enabled: true, identityFields: ['email'] },
  otp: { enabled: false },
  mfa: { enabled: false },
  oauth2: { enabled: true, providers: [{ name: 'google', clientId: 'gid', pkce: true }] },
} as unknown as AuthCollectionModel;

describe('sign-in options', () => {
  it('lists every provider kind, on when the collection has it, with a blank secret', () => {
    const options = signInOptionsOf(users, KINDS);
    expect(options.providers.map((item) => [item.name, item.enabled, item.clientSecret])).toEqual([
      ['google', true, ''],
      ['oidc', false, ''],
    ]);
  });

  it('sends nothing for an untouched or emptied secret', () => {
    const loaded = signInOptionsOf(users, KINDS);
    expect(signInPatch(loaded, signInOptionsOf(users, KINDS))).toBeNull();
    const emptied = structuredClone(loaded);
    emptied.providers[0] = { ...loaded.providers[0]!, clientSecret: '' };
    expect(signInPatch(loaded, emptied)).toBeNull();
  });

  it('sends a typed secret with the stored options kept', () => {
    const loaded = signInOptionsOf(users, KINDS);
    const typed = structuredClone(loaded);
    typed.providers[0] = { ...loaded.providers[0]!, clientSecret: 'new secret' };
    expect(signInPatch(loaded, typed)).toEqual({
      oauth2: {
        providers: [{ name: 'google', clientId: 'gid', pkce: true, clientSecret: 'new secret' }],
      },
    });
  });

  it('sends enabled providers without a secret when only other fields changed', () => {
    const loaded = signInOptionsOf(users, KINDS);
    const draft = structuredClone(loaded);
    draft.otp = true;
    draft.providers[1] = {
      ...loaded.providers[1]!,
      enabled: true,
      clientId: 'oid',
      authURL: 'https://id.example.com/auth',
    };
    const patch = signInPatch(loaded, draft);
    expect(patch?.['otp']).toEqual({ enabled: true });
    expect(patch?.['oauth2']).toEqual({
      providers: [
        { name: 'google', clientId: 'gid', pkce: true },
        {
          name: 'oidc',
          clientId: 'oid',
          displayName: 'OpenID Connect',
          authURL: 'https://id.example.com/auth',
          tokenURL: '',
          userInfoURL: '',
        },
      ],
    });
  });
});
