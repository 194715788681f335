import { loadLanguage, loadPluginMessages } from '@/i18n/i18n';

/**
 * Loads all the English messages, as the app has them once past the sign-in pages, with those
 * plugin screens load.
 */
export async function loadEnglish(): Promise<void> {
  const loaded = await loadLanguage('en');
  if (!loaded) throw new Error('the English messages did not load');
  await loadPluginMessages();
}
