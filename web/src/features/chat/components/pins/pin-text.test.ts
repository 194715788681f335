import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { messageRecord } from '@/features/chat/testing/chat-fixtures';
import { loadEnglish } from '@/testing/i18n';
import { pinnedText } from './pin-text';

beforeAll(loadEnglish);

describe('pinnedText', () => {
  it('shows a pinned message as it reads, without its Markdown', () => {
    const list = messageRecord({ text: '- [milk](https://x.org/m)\n- ~~eggs~~ <b>' });
    expect(pinnedText(list, i18n.t)).toBe('milk eggs <b>');
  });

  it('names a deleted message rather than its text', () => {
    expect(pinnedText(messageRecord({ deleted: true }), i18n.t)).toBe('Message deleted');
  });
});
