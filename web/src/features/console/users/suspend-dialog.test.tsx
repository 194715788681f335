import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadConsoleMessages } from '@/i18n/i18n';
import type { RecordModel } from '@/shared/lib/pb';
import { loadEnglish } from '@/testing/i18n';
import { fieldError } from '@/testing/sdk-errors';
import type { suspendUser } from './moderation-api';
import { SuspendDialog } from './suspend-dialog';

vi.mock('../shell/console-session', () => ({ useConsoleClient: () => ({ name: 'console' }) }));
// A fresh stand-in for each test, so no test sees another's calls.
const api = vi.hoisted(() => ({ suspend: vi.fn<typeof suspendUser>() }));
vi.mock('./moderation-api', () => ({
  suspendUser: (...args: Parameters<typeof suspendUser>) => api.suspend(...args),
}));
beforeEach(() => {
  api.suspend = vi.fn<typeof suspendUser>();
});

beforeAll(async () => {
  await loadEnglish();
  await loadConsoleMessages();
});

const SUSPENDED: RecordModel = { id: 'u1', collectionId: 'c', collectionName: 'users' };
const reasonInput = () =>
  screen.getByLabelText(new RegExp(`^${i18n.t('console.users.suspend.reason')}`), {
    selector: 'textarea',
  });
const submit = () => screen.getByRole('button', { name: i18n.t('console.users.suspend.submit') });

function renderDialog(report?: string) {
  const onDone = vi.fn();
  render(
    <SuspendDialog
      user={{ id: 'u1', name: 'Ann' }}
      report={report}
      open
      onClose={() => {}}
      onDone={onDone}
    />,
  );
  return { onDone, user: userEvent.setup() };
}

describe('SuspendDialog', () => {
  it('suspends for good with the report and the trimmed reason', async () => {
    api.suspend.mockResolvedValue(SUSPENDED);
    const { onDone, user } = renderDialog('r1');
    await user.click(screen.getByLabelText(i18n.t('console.users.suspend.periods.forever')));
    await user.type(reasonInput(), '  Spam in every group.  ');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(SUSPENDED));
    expect(api.suspend).toHaveBeenCalledWith(
      { name: 'console' },
      { user: 'u1', until: '', reason: 'Spam in every group.', report: 'r1' },
    );
  });

  it('sends the end of a 7-day suspension and says when it ends', async () => {
    api.suspend.mockResolvedValue(SUSPENDED);
    const { user } = renderDialog();
    expect(screen.getByRole('status').textContent).toMatch(/Ann/);
    await user.type(reasonInput(), 'Spam.');
    const before = Date.now();
    await user.click(submit());
    await waitFor(() => expect(api.suspend).toHaveBeenCalled());
    const sent = api.suspend.mock.calls[0]?.[1];
    const until = new Date(sent?.until ?? '').getTime() - before;
    expect(until).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
    expect(until).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);
    expect(sent).not.toHaveProperty('report');
  });

  it('does not send without a reason', async () => {
    const { user } = renderDialog();
    await user.click(submit());
    expect(await screen.findByText(i18n.t('errors.validation_required'))).toBeTruthy();
    expect(api.suspend).not.toHaveBeenCalled();
  });

  it('shows the server’s field error under the reason', async () => {
    api.suspend.mockRejectedValue(
      fieldError('reason', 'validation_max_text_constraint', { max: 500 }),
    );
    const { onDone, user } = renderDialog();
    await user.type(reasonInput(), 'Spam.');
    await user.click(submit());
    expect(await screen.findByText('Must be no more than 500 characters.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
