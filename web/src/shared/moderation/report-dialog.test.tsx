import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { fieldError } from '@/testing/sdk-errors';
import { personRecord, signIn } from '@/testing/session';
import { ReportDialog } from './report-dialog';

const create = vi.fn();
vi.mock('@/shared/lib/load-pb', () => ({
  loadPb: () => Promise.resolve({ pb: { collection: () => ({ create }) } }),
}));

beforeAll(loadEnglish);
beforeEach(() => {
  create.mockReset();
  signIn(personRecord('ann', 'Ann'));
});

function renderDialog() {
  render(
    <ReportDialog
      target={{ kind: 'message', message: 'm1' }}
      name="Bob"
      onClose={() => undefined}
    />,
  );
  return userEvent.setup();
}

const send = () => screen.getByRole('button', { name: 'Send report' });

describe('ReportDialog', () => {
  it('asks for a reason before sending anything, and counts the note', async () => {
    const user = renderDialog();
    await user.type(screen.getByLabelText(/Anything to add/), 'rude');
    expect(screen.getByText('4 / 1000')).toBeTruthy();
    await user.click(send());
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the reason and the note as the signed-in user, then thanks', async () => {
    create.mockResolvedValue({ id: 'r1' });
    const user = renderDialog();
    await user.click(screen.getByLabelText('Harassment or bullying'));
    await user.type(screen.getByLabelText(/Anything to add/), '  called me names ');
    await user.click(send());
    expect(await screen.findByText('Thanks, your report was received.')).toBeTruthy();
    expect(create).toHaveBeenCalledWith({
      reporter: 'ann',
      message: 'm1',
      reason: 'harassment',
      note: 'called me names',
    });
  });

  it('says a repeated report was already received', async () => {
    create.mockRejectedValue(fieldError('message', 'validation_not_unique'));
    const user = renderDialog();
    await user.click(screen.getByLabelText('Spam'));
    await user.click(send());
    expect(await screen.findByText(/You already reported this/)).toBeTruthy();
  });

  it('shows any other refusal in the dialog and keeps the form', async () => {
    create.mockRejectedValue(fieldError('reported', 'validation_invalid_value'));
    const user = renderDialog();
    await user.click(screen.getByLabelText('Spam'));
    await user.click(send());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(send()).toBeTruthy();
  });
});
