import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title';

describe('documentTitle', () => {
  it('puts the unread count first when there is one', () => {
    expect(documentTitle('Chat', 3)).toBe('(3) Chat · Hearth');
    expect(documentTitle('', 1)).toBe('(1) Hearth');
    expect(documentTitle('Chat', 0)).toBe('Chat · Hearth');
  });
});
