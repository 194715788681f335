import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import type { ConsoleClient } from '@/shared/lib/pb';
import { loadEnglish } from '@/testing/i18n';
import { fieldError } from '@/testing/sdk-errors';
import { CreateBackupDialog } from './create-backup-dialog';

beforeAll(loadEnglish);

function renderDialog(create: (name: string) => Promise<boolean>) {
  // note: the dialog only calls `backups.create`; the rest of the client is never touched.
  const client = { backups: { create: vi.fn(create) } } as unknown as ConsoleClient;
  const onCreated = vi.fn();
  render(
    <CreateBackupDialog
      client={client}
      existing={['taken.zip']}
      onClose={() => {}}
      onCreated={onCreated}
    />,
  );
  return { client, onCreated, user: userEvent.setup() };
}

const nameInput = () => screen.getByRole('textbox', { name: i18n.t('console.backups.name.label') });
const submit = () => screen.getByRole('button', { name: i18n.t('console.backups.create.submit') });

describe('CreateBackupDialog', () => {
  it('refuses, before sending, the names the server would refuse', async () => {
    const { client, user } = renderDialog(() => Promise.resolve(true));
    await user.type(nameInput(), 'My Backup.zip');
    expect(screen.getByText(i18n.t('console.backups.name.format'))).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    await user.clear(nameInput());
    await user.type(nameInput(), 'taken.zip');
    expect(screen.getByText(i18n.t('console.backups.name.exists'))).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    expect(client.backups.create).not.toHaveBeenCalled();
  });

  it('makes a backup under the chosen name, or a generated one when empty', async () => {
    const { client, onCreated, user } = renderDialog(() => Promise.resolve(true));
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(client.backups.create).toHaveBeenLastCalledWith('');
    await user.type(nameInput(), 'before-upgrade.zip');
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(2));
    expect(client.backups.create).toHaveBeenLastCalledWith('before-upgrade.zip');
  });

  it("shows the server's refusal and stays open", async () => {
    const { onCreated, user } = renderDialog(() =>
      Promise.reject(fieldError('name', 'validation_backup_name_exists')),
    );
    await user.type(nameInput(), 'raced.zip');
    await user.click(submit());
    await waitFor(() => expect(nameInput().getAttribute('aria-invalid')).toBe('true'));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
