import { describe, expect, it, vi } from 'vitest';
import { PollView } from './poll-view.js';
import { TEXTS } from './texts.js';

const POLL = { question: 'Lunch?', options: ['Pizza', 'Sushi'] };
const NAMES = new Map([
  ['ann', 'Ann'],
  ['bob', 'Bob'],
]);

function draw(canVote = true) {
  const onVote = vi.fn();
  const view = new PollView({ poll: POLL, texts: TEXTS.en, canVote, onVote });
  document.body.replaceChildren(view.element);
  const option = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('button.option')].find((button) =>
      button.textContent?.startsWith(name),
    );
  return { view, onVote, option };
}

describe('PollView', () => {
  it('shows each option with its count, share and voters, the user first as “You”', () => {
    const { view, option } = draw();
    view.update(
      {
        voters: [
          [
            { id: 'ann', mine: false },
            { id: 'gone', mine: false },
            { id: 'bob', mine: true },
          ],
          [],
        ],
        total: 3,
        mine: 0,
      },
      NAMES,
    );
    expect(option('Pizza')?.textContent).toBe('Pizza✓3 · 100%');
    expect(option('Pizza')?.getAttribute('aria-pressed')).toBe('true');
    expect(option('Sushi')?.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('.voters')?.textContent).toBe('You, Ann, Someone');
    expect(document.querySelector('.total')?.textContent).toBe('3 votes');
    expect(document.querySelector<HTMLButtonElement>('.link')?.hidden).toBe(false);
  });

  it('votes for an option, and takes the vote back when it is chosen again', () => {
    const { view, onVote, option } = draw();
    view.update({ voters: [[], []], total: 0, mine: null }, NAMES);
    expect(document.querySelector('.total')?.textContent).toBe('No votes yet');
    expect(document.querySelector<HTMLButtonElement>('.link')?.hidden).toBe(true);
    option('Sushi')?.click();
    expect(onVote).toHaveBeenLastCalledWith(1);
    view.update({ voters: [[], [{ id: 'bob', mine: true }]], total: 1, mine: 1 }, NAMES);
    option('Sushi')?.click();
    expect(onVote).toHaveBeenLastCalledWith(null);
    document.querySelector<HTMLButtonElement>('.link')?.click();
    expect(onVote).toHaveBeenCalledTimes(3);
    expect(onVote).toHaveBeenLastCalledWith(null);
  });

  it('keeps its buttons while votes come in, so focus stays', () => {
    const { view, option } = draw();
    const before = option('Pizza');
    before?.focus();
    view.update({ voters: [[{ id: 'ann', mine: false }], []], total: 1, mine: null }, NAMES);
    expect(option('Pizza')).toBe(before);
    expect(document.activeElement).toBe(before);
  });

  it('says why voting is off, with the options disabled', () => {
    const { option } = draw(false);
    expect(option('Pizza')?.disabled).toBe(true);
    expect(document.querySelector('[role=status]')?.textContent).toBe(TEXTS.en.votingOff);
  });
});
