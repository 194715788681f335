import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '@hearth/shared';
import type { Language } from '@hearth/shared';
import { useSyncExternalStore } from 'react';
import { localStore } from '../shared/lib/local-store';
import { initialLanguage } from './detect-language';
import type { SignedOutMessages } from './signed-out-sections';
import type en from './locales/en.json';
import type enConsole from './locales/console/en';
import type enPlugins from './locales/plugins/en.json';

/** The messages every page may need, loaded before the first paint. */
type CoreMessages = typeof en;
/**
 * The plugin screens' messages (`/plugin`, plugins in chat and on home, plugin errors), loaded
 * with the routes that show them so the first paint does not carry them.
 */
type PluginMessages = typeof enPlugins;

/** The superuser console's messages (`/_/`), loaded with the console. */
type ConsoleMessages = typeof enConsole;

/** The messages of one language; `en` is the source of truth for the keys (style guide §4.9). */
export type Messages = CoreMessages & PluginMessages & ConsoleMessages;

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
export type MessageLoader = () => Promise<{ default: CoreMessages }>;
/** Loads one language's plugin messages. */
export type PluginMessageLoader = () => Promise<{ default: PluginMessages }>;
/** Loads one language's console messages. */
export type ConsoleMessageLoader = () => Promise<{ default: ConsoleMessages }>;
/** Loads one language's messages for the signed-out pages. */
export type SignedOutMessageLoader = () => Promise<{ default: SignedOutMessages }>;

/** Where each language's messages come from. */
export const MESSAGE_LOADERS: Record<Language, MessageLoader> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
};

/** Where each language's signed-out messages come from (the first paint's only messages). */
export const SIGNED_OUT_MESSAGE_LOADERS: Record<Language, SignedOutMessageLoader> = {
  en: () => import('./locales/en.json?signed-out'),
  zh: () => import('./locales/zh.json?signed-out'),
  ja: () => import('./locales/ja.json?signed-out'),
};

/** Where each language's plugin messages come from. */
export const PLUGIN_MESSAGE_LOADERS: Record<Language, PluginMessageLoader> = {
  en: () => import('./locales/plugins/en.json'),
  zh: () => import('./locales/plugins/zh.json'),
  ja: () => import('./locales/plugins/ja.json'),
};

/** Where each language's console messages come from. */
export const CONSOLE_MESSAGE_LOADERS: Record<Language, ConsoleMessageLoader> = {
  en: () => import('./locales/console/en'),
  zh: () => import('./locales/console/zh'),
  ja: () => import('./locales/console/ja'),
};

const bundles = new Map<Language, SignedOutMessages | CoreMessages | Messages>();
/** Languages whose bundle has every core message, not only the signed-out pages' ones. */
const complete = new Set<Language>();
/** A page beyond the signed-out ones has been opened: every language loads in full from now on. */
let allMessagesWanted = false;
/** Languages whose bundle includes the plugin messages. */
const withPlugins = new Set<Language>();
/** A plugin screen has been opened: every language loaded from now on brings them too. */
let pluginMessagesWanted = false;
/** Languages whose bundle includes the console messages. */
const withConsole = new Set<Language>();
/** The console has been opened: every language loaded from now on brings its messages too. */
let consoleMessagesWanted = false;
let active: Language | null = null;
const listeners = new Set<() => void>();

function lookup(messages: SignedOutMessages, key: string): string | undefined {
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
  pluginLoaders?: Record<Language, PluginMessageLoader>;
  consoleLoaders?: Record<Language, ConsoleMessageLoader>;
  /** Without them, every language loads in full at once. */
  signedOutLoaders?: Record<Language, SignedOutMessageLoader>;
  logError: (...args: unknown[]) => void;
}

const browserEnv: LanguageEnv = {
  loaders: MESSAGE_LOADERS,
  pluginLoaders: PLUGIN_MESSAGE_LOADERS,
  consoleLoaders: CONSOLE_MESSAGE_LOADERS,
  signedOutLoaders: SIGNED_OUT_MESSAGE_LOADERS,
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
    if (!allMessagesWanted && env.signedOutLoaders && !bundles.has(language)) {
      const messages = (await env.signedOutLoaders[language]()).default;
      // note: a full load may have landed meanwhile; it is not to be cut back.
      if (!bundles.has(language)) bundles.set(language, messages);
    }
    // Checked after that load too: a page that needs every message may have asked meanwhile.
    if (allMessagesWanted || !env.signedOutLoaders) await addAllMessages(language, env);
    if (pluginMessagesWanted) await addPluginMessages(language, env);
    if (consoleMessagesWanted) await addConsoleMessages(language, env);
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

/** Full loads under way, so two callers share one (and neither undoes the other's additions). */
const fullLoads = new Map<Language, Promise<void>>();

/** Replaces a language's signed-out messages with all of its core messages. */
function addAllMessages(language: Language, env: LanguageEnv): Promise<void> {
  if (complete.has(language)) return Promise.resolve();
  let pending = fullLoads.get(language);
  if (!pending) {
    pending = env.loaders[language]()
      .then(({ default: messages }) => {
        bundles.set(language, messages);
        complete.add(language);
        withPlugins.delete(language);
        withConsole.delete(language);
      })
      .finally(() => fullLoads.delete(language));
    fullLoads.set(language, pending);
  }
  return pending;
}

/** Merges a language's plugin messages into its bundle (`errors` gains the plugin codes). */
async function addPluginMessages(language: Language, env: LanguageEnv): Promise<void> {
  const core = bundles.get(language);
  const loaders = env.pluginLoaders ?? PLUGIN_MESSAGE_LOADERS;
  if (!core || !complete.has(language) || withPlugins.has(language)) return;
  const plugins = (await loaders[language]()).default;
  bundles.set(language, { ...core, ...plugins, errors: { ...core.errors, ...plugins.errors } });
  withPlugins.add(language);
}

/** Merges a language's console messages into its bundle. */
async function addConsoleMessages(language: Language, env: LanguageEnv): Promise<void> {
  const loaders = env.consoleLoaders ?? CONSOLE_MESSAGE_LOADERS;
  if (!complete.has(language) || withConsole.has(language)) return;
  const { console: messages } = (await loaders[language]()).default;
  // note: read after the load, so a plugin merge that landed meanwhile is kept.
  const core = bundles.get(language);
  if (!core || !complete.has(language)) return;
  bundles.set(language, { ...core, console: messages } as Messages);
  withConsole.add(language);
}

/**
 * Brings the console's messages in, for the active language now and for any language loaded
 * later (a language switch keeps them); the console's route waits for it. On failure it logs,
 * and those texts show as their keys until a reload.
 */
export async function loadConsoleMessages(env: LanguageEnv = browserEnv): Promise<void> {
  consoleMessagesWanted = true;
  await loadAllMessages(env);
  const language = active;
  if (language === null) return;
  try {
    await addConsoleMessages(language, env);
  } catch (error) {
    env.logError('Failed to load the console messages:', error);
    return;
  }
  if (active !== language) return;
  activeTranslate = translator(language);
  for (const listener of listeners) listener();
}

/**
 * Brings the plugin messages in, for the active language now and for any language loaded
 * later; the routes that show plugins wait for it. On failure it logs, and those texts show
 * as their keys until a reload.
 */
export async function loadPluginMessages(env: LanguageEnv = browserEnv): Promise<void> {
  pluginMessagesWanted = true;
  await loadAllMessages(env);
  if (active === null) return;
  try {
    await addPluginMessages(active, env);
  } catch (error) {
    env.logError('Failed to load the plugin messages:', error);
  }
}

/**
 * Brings in every core message, for the active language now and for any language loaded later;
 * the pages beyond the signed-out ones wait for it. On failure it logs, and those texts show as
 * their keys until a reload.
 */
export async function loadAllMessages(env: LanguageEnv = browserEnv): Promise<void> {
  allMessagesWanted = true;
  const language = active;
  if (language === null || complete.has(language)) return;
  try {
    await addAllMessages(language, env);
    if (pluginMessagesWanted) await addPluginMessages(language, env);
    if (consoleMessagesWanted) await addConsoleMessages(language, env);
  } catch (error) {
    env.logError(`Failed to load the language "${language}":`, error);
    return;
  }
  if (active !== language) return;
  activeTranslate = translator(language);
  for (const listener of listeners) listener();
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

/**
 * Tells whether the active language has a message at `key` (a server error code, say, that may
 * have no translation): the messages themselves are the list of what can be translated.
 */
export function hasMessage(key: string): boolean {
  const messages = active ? bundles.get(active) : undefined;
  return messages !== undefined && lookup(messages, key) !== undefined;
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
  complete.clear();
  fullLoads.clear();
  allMessagesWanted = false;
  withPlugins.clear();
  pluginMessagesWanted = false;
  withConsole.clear();
  consoleMessagesWanted = false;
  active = null;
  activeTranslate = translator(null);
}
