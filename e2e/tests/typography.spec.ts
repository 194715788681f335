import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The fonts Chromium really drew an element's own text with (not what the CSS asks for): a web
 * font by the name inside the file, a system font by its family.
 */
async function drawnFonts(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
  } finally {
    await cdp.detach();
  }
}

async function openLogin(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('app-lang', lang), language);
  await page.goto('/login');
  await expect(page.locator('#app h1')).toBeVisible();
}

// The sign-in form's lead line: plain text straight inside its element, in every language.
const LEAD = '#app .h-heading p';

test('Latin text is drawn in the self-hosted Inter, fetched only for the scripts on the page', async ({
  page,
}) => {
  const fonts: { url: string; type: string; cache: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return;
    const headers = response.headers();
    fonts.push({
      url: new URL(response.url()).pathname,
      type: headers['content-type'] ?? '',
      cache: headers['cache-control'] ?? '',
    });
  });
  await openLogin(page, 'en');
  expect(await drawnFonts(page, LEAD)).toEqual([{ familyName: 'Inter', isCustomFont: true }]);
  // Hashed, so cached for good; one unicode-range subset, as English needs no other.
  expect(fonts).toEqual([
    {
      url: expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]{8}\.woff2$/),
      type: 'font/woff2',
      cache: expect.stringContaining('immutable'),
    },
  ]);
});

for (const [language, cjk] of [
  ['zh', /^(Noto Sans CJK SC|Noto Sans SC|PingFang SC|Hiragino Sans GB|Microsoft YaHei)$/],
  ['ja', /^(Noto Sans CJK JP|Noto Sans JP|Hiragino Sans|Hiragino Kaku Gothic ProN|Yu Gothic UI)$/],
] as const) {
  test(`${language} Han characters are drawn in a ${language} font`, async ({ page }) => {
    // Han unification: the same code points are drawn differently in Chinese and Japanese.
    await openLogin(page, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const system = (await drawnFonts(page, LEAD)).filter((font) => !font.isCustomFont);
    expect(system.map((font) => font.familyName)).toEqual([expect.stringMatching(cjk)]);
  });
}

/**
 * The words of a heading that a line break cut in two: for each character, the top of the line
 * it sits on; a word whose characters sit on different lines was split.
 */
function splitWords([selector, words]: readonly [string, readonly string[]]) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  const range = document.createRange();
  const tops: number[] = [];
  let text = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = node.textContent ?? '';
    for (let index = 0; index < data.length; index += 1) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      tops.push(Math.round(range.getBoundingClientRect().top));
      text += data[index];
    }
  }
  const split = words.filter((word) => {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      if (new Set(tops.slice(at, at + word.length)).size > 1) return true;
    }
    return false;
  });
  return { split, lines: new Set(tops).size };
}

for (const [language, words] of [
  ['zh', ['你的', '朋友', '服务器', '炉火']],
  ['ja', ['あなたの', '仲間', 'サーバー', '炉端']],
] as const) {
  test(`a ${language} heading wraps between words, never inside one`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 900, height: 800 });
    await openLogin(page, language);
    const headline = page.locator('.h-auth-headline');
    await expect(headline).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    let wrapped = 0;
    // The brand panel's headline, from its narrowest (900 px window) to its widest.
    for (let width = 900; width <= 1400; width += 20) {
      await page.setViewportSize({ width, height: 800 });
      const { split, lines } = await page.evaluate(splitWords, [
        '.h-auth-headline',
        words,
      ] as const);
      expect(split, `split at a ${width} px window`).toEqual([]);
      if (lines > 1) wrapped += 1;
    }
    expect(wrapped).toBeGreaterThan(0);
  });
}
