import type { HearthPlugin, PluginContext, StateEntry } from '@hearth/plugin-sdk';
import type { Item } from './checklist.js';
import { cleanItemText, newItemKey, readItems, readTitle } from './checklist.js';
import { ChecklistView } from './checklist-view.js';
import { el } from './dom.js';
import type { ChecklistTexts } from './texts.js';
import { TEXTS } from './texts.js';

/**
 * The `message` surface (the list a `/checklist` message started) and the `panel` surface (the
 * chat's own list): the items are the state of the message, or of the chat, live for everyone.
 */
export async function showChecklist(hearth: HearthPlugin, context: PluginContext): Promise<void> {
  const texts = TEXTS[context.locale];
  const root = document.querySelector('#app');
  if (!root) return;
  const title = await titleOf(hearth, context, texts);
  if (title === null) {
    root.replaceChildren(el('p', { className: 'card notice' }, texts.readingOff));
    return;
  }
  const canEdit = context.granted.includes('state');
  const names = new Map<string, string>();
  let items: Item[] = [];
  const saved = (change: Promise<void>) => {
    view.showStatus('');
    change.catch(() => view.showStatus(texts.saveFailed));
  };
  const view = new ChecklistView({
    title,
    texts,
    canEdit,
    onAdd: (text) => {
      const clean = cleanItemText(text);
      const key = newItemKey(Date.now(), Math.random());
      if (clean) saved(hearth.state.set(key, { text: clean, done: false }));
    },
    onToggle: (item, done) => saved(hearth.state.set(item.key, { text: item.text, done })),
    onRemove: (item) => saved(hearth.state.remove(item.key)),
  });
  const draw = () => view.update(items, names);
  draw();
  root.replaceChildren(view.element);
  if (canEdit) {
    hearth.state.watch((entries: StateEntry[]) => {
      items = readItems(entries);
      draw();
    });
  }
  if (!context.granted.includes('chat.read')) return;
  // Names are a nicety: without them a ticked item does not say who ticked it.
  const members = await hearth.members().catch(() => []);
  for (const member of members) names.set(member.id, member.name);
  draw();
}

/** The list's title: the message's (`null` when it may not be read), or the chat's list. */
async function titleOf(
  hearth: HearthPlugin,
  context: PluginContext,
  texts: ChecklistTexts,
): Promise<string | null> {
  if (context.surface !== 'message') return texts.panelTitle;
  if (!context.granted.includes('chat.read')) return null;
  return readTitle((await hearth.message()).payload) || texts.defaultTitle;
}
