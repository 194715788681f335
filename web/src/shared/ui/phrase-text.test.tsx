import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, resetI18nForTests } from '@/i18n/i18n';
import { chineseLineChunks, PhraseText } from './phrase-text';

const HEADLINE = '你的朋友，你的服务器，你的炉火。';
const TRUST = '好友由你选择，服务器由你信任';

function headingHtml(text: string): string {
  const { container } = render(
    <h1>
      <PhraseText text={text} />
    </h1>,
  );
  return container.querySelector('h1')?.innerHTML ?? '';
}

afterEach(() => resetI18nForTests());

describe('chineseLineChunks', () => {
  it.each([
    ['a headline', HEADLINE, [HEADLINE]],
    ['a sentence', TRUST, ['好友', '由你', '选择，服务器由你', '信任']],
    ['a word the dictionary cuts short', '关于此服务器', ['关于此服务器']],
    ['two words', '创建账户', ['创建', '账户']],
    ['a greeting with a name', '下午好，Robin Ω', ['下午好，Robin Ω']],
  ])('breaks %s only between words', (_name, text, chunks) => {
    expect(chineseLineChunks(text)).toEqual(chunks);
    expect(chineseLineChunks(text).join('')).toBe(text);
  });

  it('never offers a break inside 服务器 or before punctuation', () => {
    for (const text of [HEADLINE, TRUST, '服务器在线', '你的服务器']) {
      for (const chunk of chineseLineChunks(text).slice(1)) {
        expect(chunk).not.toMatch(/^(器|务器|服务器|[，。？！、])/);
      }
    }
  });
});

describe('PhraseText', () => {
  it('marks the word boundaries of a Chinese heading', async () => {
    await loadLanguage('zh');
    expect(headingHtml(TRUST)).toBe(
      '<span class="h-phrase">好友<wbr>由你<wbr>选择，服务器由你<wbr>信任</span>',
    );
  });

  it.each([
    ['ja', 'あなたの仲間、あなたのサーバー、あなたの炉端。'],
    ['en', 'Your friends, your server, your hearth.'],
  ] as const)('leaves %s text to the browser', async (language, text) => {
    await loadLanguage(language);
    expect(headingHtml(text)).toBe(text);
  });
});
