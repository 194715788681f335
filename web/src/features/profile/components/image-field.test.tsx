import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageFile from '@/shared/lib/image-file';
import { loadEnglish } from '@/testing/i18n';
import { userRecord } from '@/testing/records';
import { ProfileForm } from './profile-form';

const api = { update: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

/** jsdom decodes no pictures: this one takes a file for a PNG when it starts like one. */
async function decodePng(file: Blob): Promise<void> {
  // note: jsdom's Blob has no arrayBuffer(); its FileReader does the same.
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject();
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 4));
  });
  const head = new Uint8Array(bytes);
  if (head[1] !== 0x50 || head[2] !== 0x4e || head[3] !== 0x47) {
    throw new DOMException('The source image cannot be decoded.', 'EncodingError');
  }
}
vi.mock('@/shared/lib/image-file', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFile>()),
  decodeImage: decodePng,
}));

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `size` bytes that starts like a PNG. */
const png = (name: string, size = 64) =>
  new File([new Uint8Array(PNG_HEAD), new Uint8Array(size - PNG_HEAD.length)], name, {
    type: 'image/png',
  });

beforeAll(loadEnglish);
beforeEach(() => {
  api.update.mockReset();
  // note: jsdom has no object URLs; the preview only needs one to point its <img> at.
  let count = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:picked-${(count += 1)}`),
    revokeObjectURL: vi.fn(),
  });
});

const images = { avatarUrl: '/avatar.svg', backgroundUrl: '/background.svg' };

function renderForm() {
  const record = userRecord();
  const info = { id: record.id, nickname: 'Ann', email: record.email, ...images };
  render(<ProfileForm record={record} info={info} defaults={images} onSaved={vi.fn()} />);
  const [avatarInput, backgroundInput] = screen.getAllByLabelText<HTMLInputElement>('Upload');
  if (!avatarInput || !backgroundInput) throw new Error('the form has no file inputs');
  return { avatarInput, backgroundInput };
}

const avatarPreview = () => screen.getByRole('img', { name: 'Avatar preview' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe("the profile form's pictures", () => {
  it('says what each picture may be before anything is picked', () => {
    renderForm();
    expect(screen.getByText('JPEG, PNG, GIF, or WebP images up to 5 MB.')).toBeTruthy();
    expect(screen.getByText('JPEG, PNG, GIF, or WebP images up to 10 MB.')).toBeTruthy();
  });

  it('refuses a text file named .png at once, naming the limits, and keeps the old picture', async () => {
    const { avatarInput } = renderForm();
    const notes = new File(['my notes'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(avatarInput, notes);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "“notes.png” can't be opened as an image: it may be damaged, or not an image at all. Use JPEG, PNG, GIF, or WebP, up to 5 MB.",
    );
    expect(avatarPreview().getAttribute('src')).toBe('/avatar.svg');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('says how large a file is and what the limit is', async () => {
    const { backgroundInput } = renderForm();
    await userEvent.upload(backgroundInput, png('sky.png', 11 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“sky.png” is 11.1 MB, over the 10 MB limit: choose a smaller JPEG, PNG, GIF, or WebP image.',
    );
    expect(screen.getByRole('img', { name: 'Background preview' }).getAttribute('src')).toBe(
      '/background.svg',
    );
  });

  it('refuses a type the field does not take', async () => {
    const { avatarInput } = renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(avatarInput, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“me.svg” is not a supported image: use JPEG, PNG, GIF, or WebP, up to 5 MB.',
    );
  });

  it('previews a good picture, clearing the last refusal, and saves it', async () => {
    const { avatarInput } = renderForm();
    await userEvent.upload(avatarInput, new File(['my notes'], 'notes.png', { type: 'image/png' }));
    await screen.findByRole('alert');
    const picture = png('me.png');
    await userEvent.upload(avatarInput, picture);
    await waitFor(() => expect(avatarPreview().getAttribute('src')).toMatch(/^blob:picked/));
    expect(screen.queryByRole('alert')).toBeNull();
    api.update.mockResolvedValue(userRecord({ avatar: 'me_1.png' }));
    await userEvent.click(save());
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0]?.[1]).toMatchObject({ avatar: picture });
  });

  it('shows the default picture when the stored one fails to load', () => {
    const record = userRecord({ avatar: 'gone.png' });
    const info = { id: record.id, nickname: 'Ann', email: record.email, ...images };
    const defaults = { avatarUrl: '/default-avatar.svg', backgroundUrl: '/default-bg.svg' };
    render(<ProfileForm record={record} info={info} defaults={defaults} onSaved={vi.fn()} />);
    fireEvent.error(avatarPreview());
    expect(avatarPreview().getAttribute('src')).toBe('/default-avatar.svg');
  });
});
