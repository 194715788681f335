import { describe, expect, it } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { errorsUnder } from './errors-under';
import { saveErrorsOf } from './save-errors';

const invalid = (message: string) => ({ code: 'validation_invalid_value', message });

describe('saveErrorsOf', () => {
  it('keys nested field and index errors by their path, top-level ones by name', () => {
    const error = new ClientResponseError({
      status: 400,
      response: {
        status: 400,
        message: 'Failed to update collection.',
        data: {
          name: invalid('Taken.'),
          fields: { '3': { name: invalid('Invalid field name.') }, tokenKey: invalid('System.') },
          indexes: { '0': invalid('Invalid index.') },
        },
      },
    });
    const errors = saveErrorsOf(error);
    expect(errors).toEqual({
      name: 'Taken.',
      'fields.3.name': 'Invalid field name.',
      'fields.tokenKey': 'System.',
      'indexes.0': 'Invalid index.',
    });
    expect(errorsUnder(errors, 'fields.3')).toEqual({ name: 'Invalid field name.' });
  });

  it('has nothing for an error that is not the server answering', () => {
    expect(saveErrorsOf(new Error('offline'))).toEqual({});
  });
});
