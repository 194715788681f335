import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ImageFile from '@/shared/lib/image-file';
import { loadEnglish } from '@/testing/i18n';
import { AvatarPicker } from './avatar-picker';

/** jsdom decodes no pictures: this one takes only files named `good…` for pictures. */
vi.mock('@/shared/lib/image-file', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFile>()),
  decodeImage: (file: Blob) =>
    file instanceof File && file.name.startsWith('good')
      ? Promise.resolve()
      : Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError')),
}));

beforeAll(loadEnglish);

function renderPicker() {
  const onChange = vi.fn();
  const { container } = render(
    <AvatarPicker file={null} currentUrl="" label="Group photo" onChange={onChange} />,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('the picker has no file input');
  return { onChange, input };
}

describe('the group photo picker', () => {
  it("says the group photo's limits under its buttons", () => {
    renderPicker();
    expect(screen.getByText('JPEG, PNG, GIF, or WebP images up to 5 MB.')).toBeTruthy();
  });

  it('refuses a file that is not a picture, with the reason, and keeps the photo', async () => {
    const { onChange, input } = renderPicker();
    await userEvent.upload(input, new File(['hello'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^“notes\.png” can't be opened as an image.*up to 5 MB\.$/,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5 MB, saying its size', async () => {
    const { onChange, input } = renderPicker();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'good-but-big.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“good-but-big.png” is 6 MB, over the 5 MB limit: choose a smaller JPEG, PNG, GIF, or WebP image.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands on a picture that decodes', async () => {
    const { onChange, input } = renderPicker();
    const good = new File(['pixels'], 'good.png', { type: 'image/png' });
    await userEvent.upload(input, good);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(good));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
