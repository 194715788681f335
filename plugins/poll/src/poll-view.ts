import { el } from './dom.js';
import type { Poll } from './poll.js';
import type { Tally } from './tally.js';
import { percentOf } from './tally.js';
import type { PollTexts } from './texts.js';

export interface PollViewOptions {
  poll: Poll;
  texts: PollTexts;
  /** The user may vote (the plugin may share state). */
  canVote: boolean;
  /** The user chose `option`, or took their vote back (`null`). */
  onVote: (option: number | null) => void;
}

interface OptionRow {
  button: HTMLButtonElement;
  bar: HTMLElement;
  count: HTMLElement;
  voters: HTMLElement;
}

/**
 * A poll message as drawn: the question, one button per option with its count, share and
 * voters, and the total. Built once; `update` changes it in place, so focus stays where it is
 * while votes come in.
 */
export class PollView {
  readonly element: HTMLElement;
  private readonly rows: OptionRow[];
  private readonly total = el('span', { className: 'total' });
  private readonly withdraw: HTMLButtonElement;
  private readonly status = el('p', { className: 'status', role: 'status' });
  private mine: number | null = null;

  constructor(private readonly options: PollViewOptions) {
    const { poll, texts, canVote } = options;
    this.rows = poll.options.map((option, index) => this.optionRow(option, index));
    this.withdraw = el(
      'button',
      { type: 'button', className: 'link', hidden: true },
      texts.withdraw,
    );
    this.withdraw.addEventListener('click', () => options.onVote(null));
    const heading = el('h1', { className: 'question', id: 'question' }, poll.question);
    const list = el('ul', { className: 'options', 'aria-labelledby': 'question' });
    list.append(...this.rows.map((row) => el('li', {}, row.button, row.voters)));
    this.element = el('section', { className: 'poll card', 'aria-labelledby': 'question' });
    this.element.append(heading, list, el('footer', {}, this.total, this.withdraw), this.status);
    if (!canVote) this.showStatus(texts.votingOff);
  }

  /** Shows the votes as `tally` counts them, with voters' names from `names`. */
  update(tally: Tally, names: ReadonlyMap<string, string>): void {
    const { texts } = this.options;
    this.mine = tally.mine;
    this.rows.forEach((row, index) => {
      const voters = tally.voters[index] ?? [];
      const percent = percentOf(voters.length, tally.total);
      row.button.setAttribute('aria-pressed', String(tally.mine === index));
      row.count.textContent = `${voters.length} · ${percent}%`;
      row.bar.style.width = `${percent}%`;
      const shown = [...voters].sort((a, b) => Number(b.mine) - Number(a.mine));
      row.voters.textContent = shown
        .map((voter) => (voter.mine ? texts.you : (names.get(voter.id) ?? texts.someone)))
        .join(', ');
    });
    this.total.textContent = tally.total === 0 ? texts.noVotes : texts.votes(tally.total);
    this.withdraw.hidden = tally.mine === null || !this.options.canVote;
  }

  /** A line under the poll that screen readers announce (empty: none). */
  showStatus(text: string): void {
    this.status.textContent = text;
  }

  private optionRow(option: string, index: number): OptionRow {
    const bar = el('span', { className: 'bar', 'aria-hidden': 'true' });
    const count = el('span', { className: 'count' });
    const button = el(
      'button',
      {
        type: 'button',
        className: 'option',
        'aria-pressed': 'false',
        disabled: !this.options.canVote,
      },
      bar,
      el('span', { className: 'label' }, option),
      el('span', { className: 'check', 'aria-hidden': 'true' }, '✓'),
      count,
    );
    // Choosing your own choice again takes the vote back.
    button.addEventListener('click', () => this.options.onVote(this.mine === index ? null : index));
    return { button, bar, count, voters: el('p', { className: 'voters' }) };
  }
}
