import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import type { Language } from '@hearth/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadLanguage } from '@/i18n/i18n';
import type { MessageLoader } from '@/i18n/i18n';
import * as authLayout from './auth-layout';
import { RootShell } from './root-shell';
import * as forget from '../routes/forget';
import * as login from '../routes/login';
import * as register from '../routes/register';
import en from '@/i18n/locales/en.json';
import ja from '@/i18n/locales/ja.json';
import zh from '@/i18n/locales/zh.json';

/** The signed-out pages a first-paint shell is made for. */
export const SHELL_PATHS = ['/login', '/register', '/forget'] as const;

// note: imported up front: the module runner that loads this file is closed once it has.
const LOADERS: Record<Language, MessageLoader> = {
  en: () => Promise.resolve({ default: en }),
  zh: () => Promise.resolve({ default: zh }),
  ja: () => Promise.resolve({ default: ja }),
};

/**
 * The signed-out pages as the app renders them (app/router.tsx, root shell included) before
 * anything is typed or the server has answered, one per language and path (`en/login`): the
 * build puts them into index.html, which paints them before the app has loaded (vite.config.ts).
 */
export async function renderShells(): Promise<Record<string, string>> {
  const shells: Record<string, string> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const loaded = await loadLanguage(language, {
      loaders: LOADERS,
      logError: (...args) => {
        throw new Error(args.map(String).join(' '));
      },
    });
    if (!loaded) throw new Error(`The ${language} messages did not load`);
    for (const path of SHELL_PATHS) {
      const router = createMemoryRouter(
        [
          {
            Component: RootShell,
            children: [
              {
                Component: authLayout.Component,
                children: [
                  { path: '/login', Component: login.Component },
                  { path: '/register', Component: register.Component },
                  { path: '/forget', Component: forget.Component },
                ],
              },
            ],
          },
        ],
        { initialEntries: [path] },
      );
      shells[`${language}${path}`] = renderToStaticMarkup(<RouterProvider router={router} />);
    }
  }
  return shells;
}
