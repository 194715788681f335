import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';
import enPlugins from './locales/plugins/en.json';
import jaPlugins from './locales/plugins/ja.json';
import zhPlugins from './locales/plugins/zh.json';
import enConsole from './locales/console/en';
import jaConsole from './locales/console/ja';
import zhConsole from './locales/console/zh';

/** Every leaf key with its sorted placeholders: `a.b` ⇒ `{{name}}`. */
function shape(messages: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof messages !== 'object' || messages === null) return result;
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      const placeholders = [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      result.set(path, placeholders.join(','));
    } else {
      for (const [leaf, placeholders] of shape(value, `${path}.`)) result.set(leaf, placeholders);
    }
  }
  return result;
}

describe('messages (style guide §4.9)', () => {
  const reference = shape({ ...en, ...enPlugins, errors: { ...en.errors, ...enPlugins.errors } });

  it.each([
    ['zh', { ...zh, ...zhPlugins, errors: { ...zh.errors, ...zhPlugins.errors } }],
    ['ja', { ...ja, ...jaPlugins, errors: { ...ja.errors, ...jaPlugins.errors } }],
  ])('%s has exactly the keys and placeholders of en', (_language, messages) => {
    const other = shape(messages);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, placeholders] of reference) {
      expect([key, other.get(key)]).toEqual([key, placeholders]);
    }
  });

  it.each([
    ['en', en],
    ['zh', zh],
    ['ja', ja],
    ['en plugins', enPlugins],
    ['zh plugins', zhPlugins],
    ['ja plugins', jaPlugins],
  ])('%s has no empty message', (_language, messages) => {
    for (const [key] of shape(messages)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages); // note: keys come from the same object.
      expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
    }
  });

  const consoleAreas = Object.keys(enConsole.console) as (keyof typeof enConsole.console)[];

  it.each(
    consoleAreas.flatMap((area) => [
      ['zh', area, zhConsole.console[area]] as const,
      ['ja', area, jaConsole.console[area]] as const,
    ]),
  )(
    '%s console area %s has exactly the keys and placeholders of en',
    (_language, area, messages) => {
      const reference = shape(enConsole.console[area]);
      const other = shape(messages);
      expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, placeholders] of reference) {
        expect([key, other.get(key)]).toEqual([key, placeholders]);
      }
    },
  );

  it.each([
    ['en console', enConsole],
    ['zh console', zhConsole],
    ['ja console', jaConsole],
  ])('%s has no empty message', (_language, messages) => {
    for (const [key] of shape(messages)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages); // note: keys come from the same object.
      expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
    }
  });

  it("carries the spec's session warning word for word in English", () => {
    expect(en.session.expired).toBe('Your login status has expired, please log in again!');
  });
});
