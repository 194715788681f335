import type { AuthCollectionModel } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { scaffoldCollection } from '../collections/collection-scaffold.js';
import { DEFAULT_TEMPLATES, resolveTemplate } from './default-templates.js';
import { MAIL_LANGUAGES } from './mail-language.js';
import { MAIL_TEMPLATE_KINDS } from '../collections/mail-templates/mail-template-kind.js';

/** The distinct placeholders a template uses (a translation may repeat one more or less often). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{[A-Z_]+(?::\w+)?\}/g)].map((m) => m[0]))].sort();
const links = (text: string) => [...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

function users(): AuthCollectionModel {
  const collection = scaffoldCollection({ name: 'people', type: 'auth' });
  if (collection.type !== 'auth') throw new Error('expected an auth collection');
  return collection;
}

describe('default templates', () => {
  const cases = MAIL_LANGUAGES.flatMap((language) =>
    MAIL_TEMPLATE_KINDS.map((kind) => [language, kind] as const),
  );

  it.each(cases)('%s %s keeps the English placeholders and links', (language, kind) => {
    const english = DEFAULT_TEMPLATES.en[kind];
    const translated = DEFAULT_TEMPLATES[language][kind];
    expect(placeholders(translated.subject + translated.body)).toEqual(
      placeholders(english.subject + english.body),
    );
    expect(links(translated.body)).toEqual(links(english.body));
  });

  it('are what new auth collections get', () => {
    const collection = users();
    expect(collection.resetPasswordTemplate).toEqual(DEFAULT_TEMPLATES.en.passwordReset);
    expect(collection.otp.emailTemplate).toEqual(DEFAULT_TEMPLATES.en.otp);
    expect(collection.authAlert.emailTemplate).toEqual(DEFAULT_TEMPLATES.en.authAlert);
  });
});

describe('superusers', () => {
  function superusers(): AuthCollectionModel {
    const collection = scaffoldCollection({ name: '_superusers', type: 'auth' });
    if (collection.type !== 'auth') throw new Error('expected an auth collection');
    return collection;
  }

  it.each(MAIL_LANGUAGES)(
    'get a password reset link to the console, not to the app (%s)',
    (language) => {
      const template = resolveTemplate(superusers(), 'passwordReset', language);
      expect(links(template.body)).toEqual(['{APP_URL}/_/confirm-password-reset?token={TOKEN}']);
    },
  );

  it('get the console link when the collection still holds the app default of before', () => {
    const collection = {
      ...superusers(),
      resetPasswordTemplate: DEFAULT_TEMPLATES.en.passwordReset,
    };
    const template = resolveTemplate(collection, 'passwordReset', 'en');
    expect(links(template.body)).toEqual(['{APP_URL}/_/confirm-password-reset?token={TOKEN}']);
    expect(links(resolveTemplate(users(), 'passwordReset', 'en').body)).toEqual([
      '{APP_URL}/forget?token={TOKEN}',
    ]);
  });
});

describe('resolveTemplate', () => {
  it('sends a default template in the recipient language', () => {
    expect(resolveTemplate(users(), 'verification', 'ja')).toBe(DEFAULT_TEMPLATES.ja.verification);
  });

  it('treats a collection holding another language default as default too', () => {
    const collection = { ...users(), verificationTemplate: DEFAULT_TEMPLATES.zh.verification };
    expect(resolveTemplate(collection, 'verification', 'en')).toBe(
      DEFAULT_TEMPLATES.en.verification,
    );
  });

  it('sends a customised template as is, whatever the language', () => {
    const custom = { subject: 'Welcome to {APP_NAME}', body: '<p>{TOKEN}</p>' };
    const collection = { ...users(), verificationTemplate: custom };
    expect(resolveTemplate(collection, 'verification', 'zh')).toEqual(custom);
  });

  it('falls back to the default for a missing or malformed template', () => {
    const collection = {
      ...users(),
      otp: { ...users().otp, emailTemplate: { subject: '', body: 7 } },
    };
    // note: the cast simulates a malformed stored option; validation normally prevents it.
    const malformed = collection as unknown as AuthCollectionModel;
    expect(resolveTemplate(malformed, 'otp', 'zh')).toBe(DEFAULT_TEMPLATES.zh.otp);
  });
});
