import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { useImagePick } from './use-image-pick';

beforeAll(loadEnglish);

const limits = { mimeTypes: ['image/png'], maxSize: 1024 * 1024 };
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

/** A decoder whose answers the test gives, file by file. */
function heldDecoder() {
  const pending = new Map<string, { resolve: () => void; reject: () => void }>();
  const decode = (file: Blob) =>
    new Promise<void>((resolve, reject) => {
      if (file instanceof File) pending.set(file.name, { resolve, reject });
    });
  const answer = (name: string, decodes: boolean) =>
    act(async () => {
      const held = pending.get(name);
      if (decodes) held?.resolve();
      else held?.reject();
    });
  return { decode, answer };
}

describe('useImagePick', () => {
  it('says the limits, and accepts only a file that decodes', async () => {
    const onAccept = vi.fn();
    const { decode, answer } = heldDecoder();
    const { result } = renderHook(() => useImagePick(limits, onAccept, decode));
    expect(result.current.hint).toBe('PNG images up to 1 MB.');
    expect(result.current.accept).toBe('image/png');

    act(() => result.current.pick(png('fake.png')));
    expect(result.current.checking).toBe(true);
    await answer('fake.png', false);
    expect(result.current.checking).toBe(false);
    expect(result.current.error).toMatch(/^“fake\.png” can't be opened as an image/);
    expect(onAccept).not.toHaveBeenCalled();

    const good = png('good.png');
    act(() => result.current.pick(good));
    await answer('good.png', true);
    expect(onAccept).toHaveBeenCalledWith(good);
    expect(result.current.error).toBeNull();
  });

  it('lets a newer pick win over one still being checked', async () => {
    const onAccept = vi.fn();
    const { decode, answer } = heldDecoder();
    const { result } = renderHook(() => useImagePick(limits, onAccept, decode));
    const first = png('first.png');
    const second = png('second.png');
    act(() => result.current.pick(first));
    act(() => result.current.pick(second));
    await answer('second.png', true);
    await answer('first.png', true);
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledWith(second);
  });

  it('forgets a refusal when cleared', async () => {
    const { decode, answer } = heldDecoder();
    const { result } = renderHook(() => useImagePick(limits, vi.fn(), decode));
    act(() => result.current.pick(png('fake.png')));
    await answer('fake.png', false);
    expect(result.current.error).not.toBeNull();
    act(() => result.current.clear());
    expect(result.current.error).toBeNull();
  });
});
