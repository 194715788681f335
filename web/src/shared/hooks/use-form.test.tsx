import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { validateRequired } from '@/shared/lib/validation';
import { loadEnglish } from '@/testing/i18n';
import { fieldError } from '@/testing/sdk-errors';
import { useForm } from './use-form';

beforeAll(loadEnglish);

const INITIAL = { identity: '', password: '' };
const validate = (values: typeof INITIAL) => ({
  identity: validateRequired(values.identity),
  password: validateRequired(values.password),
});

/** PocketBase's answer to a wrong password: a message, no field. */
const wrongPassword = () =>
  new ClientResponseError({
    status: 400,
    response: { status: 400, message: 'Failed to authenticate.', data: {} },
  });

function renderForm(onSubmit: (values: typeof INITIAL) => Promise<void>) {
  return renderHook(() => useForm({ initial: INITIAL, validate, onSubmit }));
}

// note: the hook reads nothing of the event but `preventDefault`.
const submitEvent = { preventDefault: () => undefined } as FormEvent;

describe('useForm', () => {
  it('drops the last attempt’s form error when the next attempt is stopped by the rules', async () => {
    const { result } = renderForm(() => Promise.reject(wrongPassword()));
    act(() => {
      result.current.setValue('identity', 'ann@example.com');
      result.current.setValue('password', 'not the password');
    });
    act(() => result.current.handleSubmit(submitEvent));
    await waitFor(() => expect(result.current.formError).not.toBeNull());

    act(() => {
      result.current.setValue('identity', '');
      result.current.setValue('password', '');
    });
    act(() => result.current.handleSubmit(submitEvent));
    expect(result.current.formError).toBeNull();
    expect(result.current.errorOf('password')).toBe('This field is required.');
  });

  it('drops the last attempt’s field errors when a new attempt starts', async () => {
    const onSubmit = vi.fn<(values: typeof INITIAL) => Promise<void>>();
    onSubmit.mockRejectedValueOnce(fieldError('identity', 'validation_invalid_email'));
    onSubmit.mockReturnValueOnce(new Promise(() => undefined));
    const { result } = renderForm(onSubmit);
    act(() => {
      result.current.setValue('identity', 'ann');
      result.current.setValue('password', 'secret');
    });
    act(() => result.current.handleSubmit(submitEvent));
    await waitFor(() =>
      expect(result.current.errorOf('identity')).toBe('Enter a valid email address.'),
    );

    // The same values again: the answer to the first attempt is no answer to this one.
    act(() => result.current.handleSubmit(submitEvent));
    expect(result.current.errorOf('identity')).toBeUndefined();
    expect(result.current.submitting).toBe(true);
  });

  it('clears a field’s server error as soon as that field is edited, and only that one', async () => {
    const { result } = renderForm(() =>
      Promise.reject(
        new ClientResponseError({
          status: 400,
          response: {
            status: 400,
            message: 'Failed to update record.',
            data: {
              identity: { code: 'validation_not_unique', message: 'Value must be unique.' },
              password: { code: 'validation_invalid_password', message: 'Wrong.' },
            },
          },
        }),
      ),
    );
    act(() => {
      result.current.setValue('identity', 'ann@example.com');
      result.current.setValue('password', 'secret');
    });
    act(() => result.current.handleSubmit(submitEvent));
    await waitFor(() => expect(result.current.errorOf('identity')).toBe('This is already taken.'));

    act(() => result.current.setValue('identity', 'bob@example.com'));
    expect(result.current.errorOf('identity')).toBeUndefined();
    expect(result.current.errorOf('password')).toBe('The password is wrong.');
  });
});
