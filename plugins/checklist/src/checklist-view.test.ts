import { describe, expect, it, vi } from 'vitest';
import type { Item } from './checklist.js';
import { ChecklistView } from './checklist-view.js';
import { TEXTS } from './texts.js';

const item = (key: string, text: string, done = false, changedBy = 'bob'): Item => ({
  key,
  text,
  done,
  changedBy,
});
const NAMES = new Map([['bob', 'Bob']]);

function draw(canEdit = true) {
  const handlers = { onAdd: vi.fn(), onToggle: vi.fn(), onRemove: vi.fn() };
  const view = new ChecklistView({ title: 'Trip', texts: TEXTS.en, canEdit, ...handlers });
  document.body.replaceChildren(view.element);
  const checkbox = (text: string) =>
    [...document.querySelectorAll('label')]
      .find((label) => label.textContent === text)
      ?.querySelector('input');
  return { view, ...handlers, checkbox };
}

describe('ChecklistView', () => {
  it('shows the items with their state, progress and who ticked them', () => {
    const { view, checkbox } = draw();
    view.update([item('item:1', 'Passports', true), item('item:2', 'Tickets')], NAMES);
    expect(checkbox('Passports')?.checked).toBe(true);
    expect(checkbox('Tickets')?.checked).toBe(false);
    expect(document.querySelector('.progress')?.textContent).toBe('1 of 2 done');
    expect([...document.querySelectorAll('.by')].map((by) => by.textContent)).toEqual([
      'ticked by Bob',
      '',
    ]);
    expect(document.querySelector('.icon')?.getAttribute('aria-label')).toBe('Remove Passports');
  });

  it('adds what is typed on Enter, but not while an input method is composing', () => {
    const { onAdd } = draw();
    const input = document.querySelector<HTMLInputElement>('input[type=text]');
    if (!input) throw new Error('no field');
    input.value = 'Passports';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true }));
    expect(onAdd).not.toHaveBeenCalled();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(onAdd).toHaveBeenCalledWith('Passports');
    expect(input.value).toBe('');
    input.value = 'Tickets';
    document.querySelector<HTMLButtonElement>('button.add')?.click();
    expect(onAdd).toHaveBeenLastCalledWith('Tickets');
  });

  it('ticks and removes the item as it is now', () => {
    const { view, onToggle, onRemove, checkbox } = draw();
    view.update([item('item:1', 'Passports')], NAMES);
    view.update([item('item:1', 'Passports!')], NAMES);
    checkbox('Passports!')?.click();
    expect(onToggle).toHaveBeenCalledWith(item('item:1', 'Passports!'), true);
    document.querySelector<HTMLButtonElement>('.icon')?.click();
    expect(onRemove).toHaveBeenCalledWith(item('item:1', 'Passports!'));
  });

  it('keeps rows in place as items come and go, so focus stays', () => {
    const { view, checkbox } = draw();
    view.update([item('item:1', 'A'), item('item:3', 'C')], NAMES);
    const c = checkbox('C');
    c?.focus();
    view.update([item('item:2', 'B'), item('item:3', 'C')], NAMES);
    expect([...document.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'B',
      'C',
    ]);
    expect(checkbox('C')).toBe(c);
    expect(document.activeElement).toBe(c);
    view.update([], NAMES);
    expect(document.querySelectorAll('li')).toHaveLength(0);
    expect(document.querySelector('.progress')?.textContent).toBe('Nothing on the list yet.');
  });

  it('is read-only, and says why, without the state capability', () => {
    const { view, checkbox } = draw(false);
    view.update([item('item:1', 'Passports')], NAMES);
    expect(checkbox('Passports')?.disabled).toBe(true);
    expect(document.querySelector('input[type=text]')).toBeNull();
    expect(document.querySelector('[role=status]')?.textContent).toBe(TEXTS.en.editingOff);
  });
});
