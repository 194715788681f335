import { loadAllMessages, loadPluginMessages } from '@/i18n/i18n';

/** A module of the pages beyond the signed-out ones, ready once all their messages are in. */
const withAllMessages = async <T>(module: Promise<T>): Promise<T> =>
  (await Promise.all([module, loadAllMessages()]))[0];
/** A page module that shows plugins, ready once the plugin screens' messages are in. */
const withPluginMessages = async <T>(page: Promise<T>): Promise<T> =>
  (await Promise.all([page, loadPluginMessages()]))[0];

/**
 * Every route module beyond the sign-in pages, loaded through this table: the app's first chunk
 * then lists only this module among its lazy imports, not each page's many shared chunks, which
 * keeps the sign-in page's first paint small however many pages the app grows.
 */
export const PAGE_MODULES = {
  muiTheme: () => withAllMessages(import('./layouts/mui-theme')),
  defaultLayout: () => import('./layouts/default-layout'),
  verifyEmail: () => import('./routes/verify-email'),
  confirmEmailChange: () => import('./routes/confirm-email-change'),
  home: () => withPluginMessages(import('./routes/home')),
  me: () => import('./routes/me'),
  profile: () => import('./routes/me-profile'),
  settings: () => import('./routes/me-setting'),
  chat: () => withPluginMessages(import('./routes/chat')),
  chatIndex: () => import('./routes/chat-index'),
  chatConversation: () => import('./routes/chat-conversation'),
  friend: () => import('./routes/friend'),
  plugin: () => withPluginMessages(import('./routes/plugin')),
  notFound: () => import('./routes/not-found'),
  console: () => import('./routes/console'),
};

export type PageName = keyof typeof PAGE_MODULES;
