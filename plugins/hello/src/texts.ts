import type { PluginLocale } from '@hearth/plugin-sdk';

/** What the greeting card says, in each language the app speaks. */
export const TEXTS: Record<
  PluginLocale,
  { greet: (name: string) => string; greetAll: string; from: (author: string) => string }
> = {
  en: {
    greet: (name) => `Hello, ${name}!`,
    greetAll: 'Hello, everyone!',
    from: (author) => `from ${author}`,
  },
  zh: {
    greet: (name) => `${name}，你好！`,
    greetAll: '大家好！',
    from: (author) => `来自 ${author}`,
  },
  ja: {
    greet: (name) => `${name}さん、こんにちは！`,
    greetAll: 'みなさん、こんにちは！',
    from: (author) => `${author} より`,
  },
};
