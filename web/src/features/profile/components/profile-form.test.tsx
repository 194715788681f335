import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { userRecord } from '@/testing/records';
import { fieldError } from '@/testing/sdk-errors';
import { ProfileForm } from './profile-form';

const api = { update: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);
beforeEach(() => {
  api.update.mockReset();
});

const images = { avatarUrl: '/avatar.svg', backgroundUrl: '/background.svg' };

function renderForm(bio: string) {
  const onSaved = vi.fn();
  const record = userRecord({ bio });
  const info = { id: record.id, nickname: 'Ann', email: record.email, ...images };
  render(<ProfileForm record={record} info={info} defaults={images} onSaved={onSaved} />);
  return onSaved;
}

const bio = () => screen.getByLabelText(/^Bio/, { selector: 'textarea' });
const helperOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the bio in the profile form', () => {
  it('counts its characters and saves it trimmed, with the nickname', async () => {
    const onSaved = renderForm('Hello');
    expect(helperOf(bio())).toBe('5/190');
    api.update.mockResolvedValue(userRecord({ bio: 'Hello there' }));
    const user = userEvent.setup();
    await user.type(bio(), ' there ');
    expect(helperOf(bio())).toBe('12/190');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('user1', { nickname: 'Ann', bio: 'Hello there' });
    expect(bio()).toHaveProperty('value', 'Hello there');
  });

  it('refuses more than 190 characters, counting emoji as one', async () => {
    renderForm('');
    const user = userEvent.setup();
    await user.click(bio());
    await user.paste('😀'.repeat(190));
    expect(helperOf(bio())).toBe('190/190');
    await user.paste('!');
    expect(helperOf(bio())).toBe('Must be no more than 190 characters.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.update).not.toHaveBeenCalled();
  });

  it("shows the server's error on the bio, translated", async () => {
    renderForm('');
    api.update.mockRejectedValue(fieldError('bio', 'validation_max_text_constraint', { max: 190 }));
    const user = userEvent.setup();
    await user.type(bio(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(helperOf(bio())).toBe('Must be no more than 190 characters.'));
  });
});
