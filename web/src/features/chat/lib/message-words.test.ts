import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { stored } from '@/features/chat/testing/chat-fixtures';
import { loadEnglish } from '@/testing/i18n';
import { quoteText } from './message-words';

beforeAll(loadEnglish);

describe('quoteText', () => {
  it('quotes a message as it reads, without its Markdown', () => {
    expect(quoteText(stored({ text: '> **Lunch** at\n> `one`?' }), i18n.t)).toBe('Lunch at one?');
  });

  it('quotes what the files are when there is no text', () => {
    const photo = stored({ text: '', attachments: ['beach_abcdefghij.jpg'] });
    expect(quoteText(photo, i18n.t)).toBe('📷 Photo');
  });
});
