import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '@hearth/shared';
import type { Language } from '@hearth/shared';
import { useSyncExternalStore } from 'react';
import { localStore } from '../shared/lib/local-store';
import { initialLanguage } from './detect-language';
import type en from './locales/en.json';

/** The messages of one language; `en` is the source of truth for the keys (style guide §4.9). */
export type Messages = typeof en;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, e.g. `auth.login.submit`: a mistyped key is a compile error. */
export type MessageKey = Leaves<Messages>;

/** Values for `{{placeholders}}`. */
export type MessageValues = Record<string, string | number>;

/** Translates a key in the active language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Loads one language's messages; each is its own chunk, fetched on demand (spec section 4). */
export type MessageLoader = () => Promise<{ default: Messages }>;

/** Where each language's messages come from. */
export const MESSAGE_LOADERS: Record<Language, MessageLoader> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
};

const bundles = new Map<Language, Messages>();
let active: Language | null = null;
const listeners = new Set<() => void>();

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part]; // note: `in` just proved the key exists.
  }
  return typeof node === 'string' ? node : undefined;
}

/** `Hello {{name}}` + `{name: 'Ann'}` ⇒ `Hello Ann`; unknown placeholders stay as written. */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

function translator(language: Language | null): Translate {
  return (key, values) => {
    const messages = language ? bundles.get(language) : undefined;
    const text = messages ? lookup(messages, key) : undefined;
    return text === undefined ? key : interpolate(text, values);
  };
}

let activeTranslate: Translate = translator(null);

/** The app's translation state, readable outside React (the navigation guard uses it). */
export const i18n = {
  get language(): Language {
    return active ?? DEFAULT_LANGUAGE;
  },
  t: (key: MessageKey, values?: MessageValues): string => activeTranslate(key, values),
};

let markReady: () => void = () => {};
/** Settles once the first language is in place (or could not be), so early messages are translated. */
export const i18nReady: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});

/** What `loadLanguage` touches besides the messages; replaceable in tests. */
export interface LanguageEnv {
  loaders: Record<Language, MessageLoader>;
  logError: (...args: unknown[]) => void;
}

const browserEnv: LanguageEnv = {
  loaders: MESSAGE_LOADERS,
  // eslint-disable-next-line no-console -- spec section 8: a failed load is logged.
  logError: (...args) => console.error(...args),
};

/**
 * Loads a language's messages and makes it the active locale, the page's `lang` and the saved
 * `app-lang`. On failure it logs the language and keeps the current one (spec sections 4, 8).
 * Resolves with whether the language is now active.
 */
export async function loadLanguage(
  language: Language,
  env: LanguageEnv = browserEnv,
): Promise<boolean> {
  try {
    if (!bundles.has(language)) bundles.set(language, (await env.loaders[language]()).default);
  } catch (error) {
    env.logError(`Failed to load the language "${language}":`, error);
    return false;
  }
  active = language;
  activeTranslate = translator(language);
  document.documentElement.lang = language;
  localStore.set(STORAGE_KEYS.language, language);
  for (const listener of listeners) listener();
  markReady();
  return true;
}

/**
 * Starts with the saved or detected language. Should its messages fail to load there is no
 * current language to keep yet, so English (the default) is tried once.
 */
export async function startI18n(env: LanguageEnv = browserEnv): Promise<Language | null> {
  try {
    const language = initialLanguage(localStore.get(STORAGE_KEYS.language), navigator.language);
    if (await loadLanguage(language, env)) return language;
    if (language !== DEFAULT_LANGUAGE && (await loadLanguage(DEFAULT_LANGUAGE, env))) {
      return DEFAULT_LANGUAGE;
    }
    return null;
  } finally {
    markReady();
  }
}

/** The active language. */
export function currentLanguage(): Language {
  return i18n.language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `t` and the language for components; re-renders when the language changes. */
export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const language = useSyncExternalStore(
    subscribe,
    () => active,
    () => active,
  );
  return {
    t: language === active ? activeTranslate : translator(language),
    i18n: { language: language ?? DEFAULT_LANGUAGE },
  };
}

/** Forgets loaded languages (tests only). */
export function resetI18nForTests(): void {
  bundles.clear();
  active = null;
  activeTranslate = translator(null);
}
