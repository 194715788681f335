import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import type { ConsoleClient } from '@/shared/lib/pb';
import { loadEnglish } from '@/testing/i18n';
import { networkError } from '@/testing/sdk-errors';
import { CronRow } from './cron-row';

beforeAll(loadEnglish);

function renderRow(run: () => Promise<boolean>) {
  // note: the row only calls `crons.run`.
  const client = { crons: { run: vi.fn(run) } } as unknown as ConsoleClient;
  render(
    <ul>
      <CronRow client={client} id="__pbLogsCleanup__" expression="0 */6 * * *" />
    </ul>,
  );
  const button = screen.getByRole('button', {
    name: i18n.t('console.crons.runNamed', { id: '__pbLogsCleanup__' }),
  });
  return { client, button, user: userEvent.setup() };
}

describe('CronRow', () => {
  it('describes the schedule in words beside the expression', () => {
    renderRow(() => Promise.resolve(true));
    expect(
      screen.getByText(i18n.t('console.crons.every.hours', { count: 6, minute: 0 }), {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText('(0 */6 * * *)')).toBeTruthy();
  });

  it('runs the job, busy until the server answers, then says it started', async () => {
    let answer: (value: boolean) => void = () => {};
    const { client, button, user } = renderRow(() => new Promise((resolve) => (answer = resolve)));
    await user.click(button);
    expect(client.crons.run).toHaveBeenCalledWith('__pbLogsCleanup__');
    expect(button).toHaveProperty('disabled', true);
    answer(true);
    expect(await screen.findByText(i18n.t('console.crons.started'))).toBeTruthy();
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows the error when the job cannot be started', async () => {
    const { button, user } = renderRow(() => Promise.reject(networkError()));
    await user.click(button);
    expect(await screen.findByText(i18n.t('errors.network'))).toBeTruthy();
  });
});
