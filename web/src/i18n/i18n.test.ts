import { STORAGE_KEYS } from '@hearth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageEnv, Messages } from './i18n';
import {
  i18n,
  interpolate,
  loadAllMessages,
  loadConsoleMessages,
  loadLanguage,
  loadPluginMessages,
  MESSAGE_LOADERS,
  resetI18nForTests,
  SIGNED_OUT_MESSAGE_LOADERS,
  startI18n,
} from './i18n';

function env(failing: string[] = []) {
  const logError = vi.fn();
  const loaders = Object.fromEntries(
    Object.entries(MESSAGE_LOADERS).map(([language, load]) => [
      language,
      failing.includes(language) ? () => Promise.reject(new Error('chunk failed')) : load,
    ]),
  ) as LanguageEnv['loaders']; // note: same keys as MESSAGE_LOADERS, rebuilt entry by entry.
  return { loaders, logError } satisfies LanguageEnv;
}

afterEach(() => {
  resetI18nForTests();
  vi.unstubAllGlobals();
});

describe('loadLanguage (spec section 4)', () => {
  it('makes the loaded language the active locale, the page lang and app-lang', async () => {
    expect(await loadLanguage('ja', env())).toBe(true);
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ja');
    expect(i18n.t('nav.home')).toBe('ホーム');
  });

  it('logs a failure with the language and keeps the current one', async () => {
    await loadLanguage('zh', env());
    const failing = env(['ja']);
    expect(await loadLanguage('ja', failing)).toBe(false);
    expect(failing.logError).toHaveBeenCalledTimes(1);
    expect(String(failing.logError.mock.calls[0]?.[0])).toContain('"ja"');
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
    expect(i18n.t('nav.home')).toBe('首页');
  });

  it('loads each language only once', async () => {
    const load = vi.fn(() =>
      import('./locales/en.json').then((m) => ({ default: m.default as Messages })),
    );
    const counting = { ...env(), loaders: { ...env().loaders, en: load } };
    await loadLanguage('en', counting);
    await loadLanguage('en', counting);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('loadAllMessages', () => {
  const signedOutEnv = () => ({ ...env(), signedOutLoaders: SIGNED_OUT_MESSAGE_LOADERS });

  it("starts with the signed-out pages' messages only, then brings in the rest", async () => {
    await loadLanguage('en', signedOutEnv());
    expect(i18n.t('auth.login.title')).toBe('Welcome back');
    expect(i18n.t('nav.home')).toBe('nav.home');
    await loadAllMessages(signedOutEnv());
    expect(i18n.t('nav.home')).toBe('Home');
    await loadLanguage('ja', signedOutEnv());
    expect(i18n.t('nav.home')).toBe('ホーム');
  });

  it('completes a first load still under way when a page asks for everything', async () => {
    // note: the router asks for a signed-in page's messages before the first language is in.
    const first = loadLanguage('en', signedOutEnv());
    await loadAllMessages(signedOutEnv());
    await first;
    expect(i18n.t('nav.home')).toBe('Home');
  });
});

describe('loadPluginMessages', () => {
  it('keeps plugin texts out of the first load, then adds them to this and later languages', async () => {
    await loadLanguage('en', env());
    expect(i18n.t('plugins.title')).toBe('plugins.title');
    await loadPluginMessages(env());
    expect(i18n.t('plugins.title')).toBe('Plugins');
    expect(i18n.t('errors.validation_plugin_disabled')).toBe(
      "This plugin isn't turned on for you.",
    );
    expect(i18n.t('errors.status.400')).toBe('Something went wrong while processing your request.');
    await loadLanguage('ja', env());
    expect(i18n.t('plugins.title')).toBe('プラグイン');
    expect(i18n.t('errors.validation_plugin_disabled')).toBe(
      'このプラグインは有効になっていません。',
    );
  });
});

describe('loadConsoleMessages', () => {
  it('keeps console texts out until the console asks, then keeps them across a language change', async () => {
    await loadLanguage('en', env());
    await loadAllMessages(env());
    expect(i18n.t('console.shell.nav.dashboard')).toBe('console.shell.nav.dashboard');
    await loadConsoleMessages(env());
    expect(i18n.t('console.shell.nav.dashboard')).toBe('Dashboard');
    expect(i18n.t('nav.home')).toBe('Home');
    await loadLanguage('ja', env());
    expect(i18n.t('console.shell.nav.dashboard')).toBe('ダッシュボード');
    expect(i18n.t('nav.home')).toBe('ホーム');
  });
});

describe('startI18n', () => {
  it('starts from the browser language when nothing is saved', async () => {
    vi.stubGlobal('navigator', { language: 'zh-TW' });
    expect(await startI18n(env())).toBe('zh');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
  });

  it('falls back to en for an unsupported browser language', async () => {
    vi.stubGlobal('navigator', { language: 'fr-FR' });
    expect(await startI18n(env())).toBe('en');
  });

  it('keeps the saved app-lang over the browser language', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ja');
    vi.stubGlobal('navigator', { language: 'zh-CN' });
    expect(await startI18n(env())).toBe('ja');
  });

  it('tries English once when the first language cannot load', async () => {
    vi.stubGlobal('navigator', { language: 'ja' });
    const failing = env(['ja']);
    expect(await startI18n(failing)).toBe('en');
    expect(failing.logError).toHaveBeenCalledTimes(1);
  });
});

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Hi {{name}}, {{ other }}', { name: 'Ann' })).toBe('Hi Ann, {{ other }}');
  });
});
