import { MAIL_LINK_ROUTES } from '@hearth/shared';
import { tokenLink, type MailTemplateSet } from './mail-template-kind.js';

const SIGNATURE = '<p>{APP_NAME} チーム</p>';
const button = (href: string, label: string) =>
  `<p><a class="btn" href="${href}" target="_blank" rel="noopener">${label}</a></p>`;

/** The Japanese default templates (same placeholders and links as English). */
export const JA_TEMPLATES: MailTemplateSet = {
  verification: {
    subject: '{APP_NAME} のメールアドレスをご確認ください',
    body: `<p>{APP_NAME} にご登録いただき、ありがとうございます。</p><p>下のリンクをクリックして、メールアドレスの確認を完了してください。</p>${button(tokenLink(MAIL_LINK_ROUTES.verification), 'メールアドレスを確認する')}<p><i>お心当たりがない場合は、このメールを破棄してください。</i></p>${SIGNATURE}`,
  },
  passwordReset: {
    subject: '{APP_NAME} のパスワード再設定',
    body: `<p>{APP_NAME} をご利用いただき、ありがとうございます。</p><p>下のリンクをクリックして、パスワードを再設定してください。</p>${button(tokenLink(MAIL_LINK_ROUTES.passwordReset), 'パスワードを再設定する')}<p><i>パスワードの再設定をリクエストしていない場合は、このメールを破棄してください。</i></p>${SIGNATURE}`,
  },
  emailChange: {
    subject: '{APP_NAME} の新しいメールアドレスのご確認',
    body: `<p>{APP_NAME} をご利用いただき、ありがとうございます。</p><p>下のリンクをクリックして、新しいメールアドレスを確認してください。</p>${button(tokenLink(MAIL_LINK_ROUTES.emailChange), '新しいメールアドレスを確認する')}<p><i>メールアドレスの変更をリクエストしていない場合は、このメールを破棄してください。</i></p>${SIGNATURE}`,
  },
  otp: {
    subject: '{APP_NAME} のワンタイムパスワード',
    body: `<p>{APP_NAME} をご利用いただき、ありがとうございます。</p><p>ワンタイムパスワードは次のとおりです：<strong>{OTP}</strong></p><p>お心当たりがない場合は、このメールを破棄してください。</p>${SIGNATURE}`,
  },
  authAlert: {
    subject: '{APP_NAME} への新しい端末・場所からのログイン',
    body: `<p>お使いの {APP_NAME} アカウントに、新しい端末または場所からのログインがありました：</p><p><em>{ALERT_INFO}</em></p><p>お心当たりがない場合は、すぐに {APP_NAME} のパスワードを変更してください。ほかのすべての端末・場所からのアクセスが無効になります。</p><p>ご本人によるログインであれば、このメールは破棄していただいて構いません。</p>${SIGNATURE}`,
  },
};
