import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConsoleMessages } from '@/i18n/i18n';
import { loadEnglish } from '@/testing/i18n';
import { IndexDialog } from './index-dialog';
import { indexStatement } from './index-statement';

beforeAll(async () => {
  await loadEnglish();
  await loadConsoleMessages();
});

describe('indexStatement', () => {
  it('names the index after the collection and its columns', () => {
    expect(indexStatement('notes', ['title'], false)).toBe(
      'CREATE INDEX idx_notes_title ON notes (title)',
    );
    expect(indexStatement('notes', ['owner', 'title'], true)).toBe(
      'CREATE UNIQUE INDEX idx_notes_owner_title ON notes (owner, title)',
    );
  });
});

describe('IndexDialog', () => {
  it('adds a unique index on the columns picked, in the order picked', async () => {
    const onAdd = vi.fn();
    render(
      <IndexDialog
        collection="notes"
        columns={['id', 'title', 'owner']}
        onAdd={onAdd}
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'owner' }));
    await user.click(screen.getByRole('checkbox', { name: 'title' }));
    await user.click(screen.getByRole('switch', { name: 'Unique' }));
    expect(screen.getByTestId('index-statement').textContent).toBe(
      'CREATE UNIQUE INDEX idx_notes_owner_title ON notes (owner, title)',
    );
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith(
      'CREATE UNIQUE INDEX idx_notes_owner_title ON notes (owner, title)',
    );
  });
});
