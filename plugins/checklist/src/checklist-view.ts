import type { Item } from './checklist.js';
import { ITEM_MAX_CHARS } from './checklist.js';
import { el } from './dom.js';
import type { ChecklistTexts } from './texts.js';

export interface ChecklistViewOptions {
  title: string;
  texts: ChecklistTexts;
  /** The user may change the list (the plugin may share state). */
  canEdit: boolean;
  onAdd: (text: string) => void;
  onToggle: (item: Item, done: boolean) => void;
  onRemove: (item: Item) => void;
}

interface ItemRow {
  row: HTMLLIElement;
  checkbox: HTMLInputElement;
  text: HTMLElement;
  by: HTMLElement;
  remove: HTMLButtonElement;
  item: Item;
}

/**
 * A checklist as drawn: its title and progress, one row per item (a checkbox labelled with the
 * item, and a remove button), and a field to add one. `update` changes the rows in place, so
 * focus and typing survive a change that someone else makes.
 */
export class ChecklistView {
  readonly element: HTMLElement;
  private readonly rows = new Map<string, ItemRow>();
  private readonly list = el('ul', { className: 'items' });
  private readonly progress = el('p', { className: 'progress' });
  private readonly status = el('p', { className: 'status', role: 'status' });

  constructor(private readonly options: ChecklistViewOptions) {
    const { title, texts, canEdit } = options;
    this.element = el('section', { className: 'checklist card', 'aria-labelledby': 'title' });
    this.element.append(
      el('header', {}, el('h1', { className: 'title', id: 'title' }, title), this.progress),
      this.list,
      ...(canEdit ? [this.addRow()] : []),
      this.status,
    );
    if (!canEdit) this.showStatus(texts.editingOff);
  }

  /** Shows `items`, with the names of who ticked them from `names`. */
  update(items: readonly Item[], names: ReadonlyMap<string, string>): void {
    const { texts } = this.options;
    const keys = new Set(items.map((item) => item.key));
    for (const [key, row] of this.rows) {
      if (keys.has(key)) continue;
      row.row.remove();
      this.rows.delete(key);
    }
    items.forEach((item, index) => {
      const row = this.rows.get(item.key) ?? this.itemRow(item);
      row.item = item;
      row.checkbox.checked = item.done;
      row.text.textContent = item.text;
      row.remove.setAttribute('aria-label', texts.remove(item.text));
      const by = item.done ? names.get(item.changedBy) : undefined;
      row.by.textContent = by ? texts.doneBy(by) : '';
      // note: moving a row takes focus out of it, so rows move only when out of place.
      const here = this.list.children[index];
      if (here !== row.row) this.list.insertBefore(row.row, here ?? null);
    });
    const done = items.filter((item) => item.done).length;
    this.progress.textContent =
      items.length === 0 ? texts.empty : texts.progress(done, items.length);
  }

  /** A line under the list that screen readers announce (empty: none). */
  showStatus(text: string): void {
    this.status.textContent = text;
  }

  private itemRow(item: Item): ItemRow {
    const { canEdit, onToggle, onRemove } = this.options;
    const checkbox = el('input', { type: 'checkbox', disabled: !canEdit });
    const text = el('span', { className: 'text' });
    const by = el('span', { className: 'by' });
    const remove = el('button', { type: 'button', className: 'icon', hidden: !canEdit }, '×');
    const row = el('li', {}, el('label', {}, checkbox, text), by, remove);
    const itemRow: ItemRow = { row, checkbox, text, by, remove, item };
    checkbox.addEventListener('change', () => onToggle(itemRow.item, checkbox.checked));
    remove.addEventListener('click', () => onRemove(itemRow.item));
    this.rows.set(item.key, itemRow);
    return itemRow;
  }

  private addRow(): HTMLElement {
    const { texts, onAdd } = this.options;
    const input = el('input', {
      type: 'text',
      maxlength: String(ITEM_MAX_CHARS),
      placeholder: texts.newItem,
      'aria-label': texts.newItem,
    });
    const button = el('button', { type: 'button', className: 'add' }, texts.add);
    // The sandbox submits no forms: Enter and the button add the item themselves.
    const add = () => {
      if (input.value.trim() === '') return;
      onAdd(input.value);
      input.value = '';
      input.focus();
    };
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.isComposing) add();
    });
    button.addEventListener('click', add);
    return el('div', { className: 'add-row' }, input, button);
  }
}
