import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-render.js';

describe('renderMail', () => {
  it('fills placeholders in the subject and body and wraps the body in the layout', () => {
    const mail = renderMail(
      { subject: '{APP_NAME}: code {OTP}', body: '<p>{OTP} for {RECORD:nickname}</p>' },
      { '{APP_NAME}': 'Hearth', '{OTP}': '1234', '{RECORD:nickname}': 'Ada' },
      'en',
    );
    expect(mail.subject).toBe('Hearth: code 1234');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<p>1234 for Ada</p>');
  });

  it('escapes values in the HTML body but not in the plain-text subject', () => {
    const mail = renderMail(
      { subject: 'Hi {RECORD:nickname}', body: '<p>{RECORD:nickname}</p>' },
      { '{RECORD:nickname}': '<script>"x"&</script>' },
      'en',
    );
    expect(mail.subject).toBe('Hi <script>"x"&</script>');
    expect(mail.html).toContain('<p>&lt;script&gt;&quot;x&quot;&amp;&lt;/script&gt;</p>');
  });

  it('fills in one pass and leaves unknown placeholders as they are', () => {
    const mail = renderMail(
      { subject: '{A_B} {UNKNOWN}', body: '{A_B}' },
      { '{A_B}': '{TOKEN}', '{TOKEN}': 'secret' },
      'en',
    );
    expect(mail.subject).toBe('{TOKEN} {UNKNOWN}');
    expect(mail.html).not.toContain('secret');
  });

  it('keeps the subject on one line', () => {
    const mail = renderMail({ subject: 'a {X}', body: 'b' }, { '{X}': 'x\r\nBcc: y' }, 'en');
    expect(mail.subject).toBe('a x Bcc: y');
  });
});
