import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageText } from './message-text';

const highlighter = vi.hoisted(() => ({
  loads: 0,
  highlight: vi.fn(() => [{ className: 'hljs-keyword', children: ['const'] }, ' a = 1;']),
}));

// Counts how often the highlighter module is loaded: it must be only for a code block.
vi.mock('./body/highlighter', () => {
  highlighter.loads += 1;
  return { highlight: highlighter.highlight };
});

function show(text: string, props: Partial<Parameters<typeof MessageText>[0]> = {}) {
  return render(<MessageText text={text} {...props} />).container;
}

beforeEach(() => highlighter.highlight.mockClear());

describe('MessageText', () => {
  it('formats bold, italic, strikethrough, code, quotes and lists as their elements', () => {
    const shown = show('**b** *i* ~~s~~ `c`\n\n> q\n\n- one\n- two\n\n1. first');
    expect(shown.querySelector('strong')?.textContent).toBe('b');
    expect(shown.querySelector('em')?.textContent).toBe('i');
    expect(shown.querySelector('del')?.textContent).toBe('s');
    expect(shown.querySelector('code')?.textContent).toBe('c');
    expect(shown.querySelector('blockquote')?.textContent).toBe('q');
    expect([...shown.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(shown.querySelector('ol > li')?.textContent).toBe('first');
  });

  it('shows HTML and scripts as the text typed, creating no element from them', () => {
    const payload = '<b>x</b> <img src=x onerror=alert(1)> <script>alert(1)</script>';
    const shown = show(`${payload}\n\n<div onclick="alert(1)">block</div>`);
    expect(shown.textContent).toContain(payload);
    expect(shown.textContent).toContain('<div onclick="alert(1)">block</div>');
    for (const tag of ['b', 'img', 'script', 'div[onclick]']) {
      expect(shown.querySelector(tag)).toBeNull();
    }
  });

  it('shows no image from Markdown, and no link without an http(s) or mailto address', () => {
    const shown = show(
      '![x](https://x.org/a.png) [click](javascript:alert(1)) javascript:alert(2)',
    );
    expect(shown.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(shown.textContent).toContain('[click](javascript:alert(1))');
  });

  it('opens links in a tab of their own, with no handle back on the app', () => {
    show('See https://example.org/a_(b). Or [the docs](https://x.org/docs)');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['https://example.org/a_(b)', 'https://example.org/a_(b)'],
      ['the docs', 'https://x.org/docs'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('turns :shortcodes: into emoji, leaving unknown ones as typed', async () => {
    const shown = show('ship it :tada: :+1: :thumbsup: :not_an_emoji:');
    // note: the table is a chunk of its own; on a loaded machine its first import takes a while.
    const tada = await screen.findByTitle(':tada:', {}, { timeout: 10_000 });
    expect(tada.textContent).toBe('🎉');
    expect(shown.textContent).toBe('ship it 🎉 👍 👍 :not_an_emoji:');
  });

  it('sets apart the @nicknames of the people mentioned, the signed-in user the most', () => {
    const mentioned = [
      { id: 'ann', nickname: 'Ann' },
      { id: 'me', nickname: 'Me' },
    ];
    const shown = show('@Ann @Me and @Bob', { mentioned, me: 'me' });
    const chips = [...shown.querySelectorAll('[data-mention]')];
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('data-mention')])).toEqual([
      ['@Ann', 'other'],
      ['@Me', 'me'],
    ]);
    expect(shown.textContent).toBe('@Ann @Me and @Bob');
  });

  it('highlights nobody for a message without mentions', () => {
    const shown = show('@Ann hi', { me: 'me' });
    expect(shown.querySelector('[data-mention]')).toBeNull();
  });

  it('loads the highlighter only once a code block shows', async () => {
    const { container, rerender } = render(<MessageText text={'`inline` and **bold**'} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(highlighter.loads).toBe(0);
    rerender(<MessageText text={'```ts\nconst a = 1;\n```'} />);
    const pre = container.querySelector('pre');
    expect(pre?.textContent).toBe('const a = 1;');
    await waitFor(() => expect(pre?.querySelector('.hljs-keyword')?.textContent).toBe('const'), {
      timeout: 10_000,
    });
    expect(highlighter.loads).toBe(1);
    expect(highlighter.highlight).toHaveBeenCalledWith('const a = 1;', 'ts');
    expect(pre?.textContent).toBe('const a = 1;');
  });
});
