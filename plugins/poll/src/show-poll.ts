import type { HearthPlugin, PluginContext, StateEntry } from '@hearth/plugin-sdk';
import { el } from './dom.js';
import { readPoll } from './poll.js';
import { PollView } from './poll-view.js';
import { tally, VOTE_KEY } from './tally.js';
import { TEXTS } from './texts.js';

/**
 * The `message` surface: draws the poll this message holds and keeps it live. A vote is the
 * member's own state entry under `vote` (one each): choosing writes it, choosing it again or
 * "take back" removes it.
 */
export async function showPoll(hearth: HearthPlugin, context: PluginContext): Promise<void> {
  const texts = TEXTS[context.locale];
  const root = document.querySelector('#app');
  if (!root) return;
  if (!context.granted.includes('chat.read')) {
    root.replaceChildren(notice(texts.readingOff));
    return;
  }
  const poll = readPoll((await hearth.message()).payload);
  if (!poll) {
    root.replaceChildren(notice(texts.unreadable));
    return;
  }
  const names = new Map<string, string>();
  let entries: StateEntry[] = [];
  const view = new PollView({
    poll,
    texts,
    canVote: context.granted.includes('state'),
    onVote: (option) => {
      view.showStatus('');
      const saved =
        option === null
          ? hearth.state.remove(VOTE_KEY, { own: true })
          : hearth.state.set(VOTE_KEY, option, { own: true });
      saved.catch(() => view.showStatus(texts.voteFailed));
    },
  });
  const draw = () => view.update(tally(poll, entries), names);
  draw();
  root.replaceChildren(view.element);
  if (context.granted.includes('state')) {
    hearth.state.watch((next) => {
      entries = next;
      draw();
    });
  }
  // Names are a nicety: without them voters show as "Someone".
  const members = await hearth.members().catch(() => []);
  for (const member of members) names.set(member.id, member.name);
  draw();
}

function notice(text: string): HTMLElement {
  return el('p', { className: 'card notice' }, text);
}
