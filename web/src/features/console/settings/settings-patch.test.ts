import { describe, expect, it } from 'vitest';
import { settingsPatch } from './settings-patch';

const loaded = {
  meta: { senderName: 'Hearth', senderAddress: 'no-reply@example.com' },
  smtp: { host: 'smtp.example.com', port: 587, password: '' },
};

describe('settingsPatch', () => {
  it('is null when nothing changed', () => {
    expect(settingsPatch(loaded, structuredClone(loaded))).toBeNull();
  });

  it('sends only the changed fields of each group', () => {
    const draft = { ...loaded, smtp: { ...loaded.smtp, port: 2525 } };
    expect(settingsPatch(loaded, draft)).toEqual({ smtp: { port: 2525 } });
  });

  it('leaves an untouched or emptied secret out and sends a typed one', () => {
    const emptied = { ...loaded, smtp: { ...loaded.smtp, host: 'mail.local', password: '' } };
    expect(settingsPatch(loaded, emptied)).toEqual({ smtp: { host: 'mail.local' } });
    const typed = { ...loaded, smtp: { ...loaded.smtp, password: 's3cret' } };
    expect(settingsPatch(loaded, typed)).toEqual({ smtp: { password: 's3cret' } });
  });

  it('sends a changed list whole', () => {
    const before = { trustedProxy: { headers: ['X-Real-IP'] } };
    const after = { trustedProxy: { headers: ['X-Real-IP', 'X-Forwarded-For'] } };
    expect(settingsPatch(before, after)).toEqual(after);
  });
});
