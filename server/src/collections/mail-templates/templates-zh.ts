import { MAIL_LINK_ROUTES } from '@hearth/shared';
import { tokenLink, type MailTemplateSet } from './mail-template-kind.js';

const HELLO = '<p>您好：</p>';
const THANKS = '<p>谢谢！<br/>{APP_NAME} 团队</p>';
const button = (href: string, label: string) =>
  `<p><a class="btn" href="${href}" target="_blank" rel="noopener">${label}</a></p>`;

/** The Simplified Chinese default templates (same placeholders and links as English). */
export const ZH_TEMPLATES: MailTemplateSet = {
  verification: {
    subject: '请验证您的 {APP_NAME} 邮箱地址',
    body: `${HELLO}<p>感谢您注册 {APP_NAME}。</p><p>请点击下面的链接，验证您的邮箱地址。</p>${button(tokenLink(MAIL_LINK_ROUTES.verification), '验证邮箱')}<p><i>如果您最近没有注册，请忽略这封邮件。</i></p>${THANKS}`,
  },
  passwordReset: {
    subject: '重置您的 {APP_NAME} 密码',
    body: `${HELLO}<p>请点击下面的链接，重置您的密码。</p>${button(tokenLink(MAIL_LINK_ROUTES.passwordReset), '重置密码')}<p><i>如果您没有申请重置密码，请忽略这封邮件。</i></p>${THANKS}`,
  },
  emailChange: {
    subject: '确认您的 {APP_NAME} 新邮箱地址',
    body: `${HELLO}<p>请点击下面的链接，确认您的新邮箱地址。</p>${button(tokenLink(MAIL_LINK_ROUTES.emailChange), '确认新邮箱')}<p><i>如果您没有申请更改邮箱地址，请忽略这封邮件。</i></p>${THANKS}`,
  },
  otp: {
    subject: '您的 {APP_NAME} 一次性验证码',
    body: `${HELLO}<p>您的一次性验证码是：<strong>{OTP}</strong></p><p>如果这不是您本人的操作，请忽略这封邮件。</p>${THANKS}`,
  },
  authAlert: {
    subject: '您的 {APP_NAME} 账号在新的设备或位置登录',
    body: `${HELLO}<p>我们注意到，您的 {APP_NAME} 账号刚刚在新的设备或位置登录：</p><p><em>{ALERT_INFO}</em></p><p>如果这不是您本人的操作，请立即修改您的 {APP_NAME} 密码，其他所有设备和位置的登录将随之失效。</p><p>如果是您本人登录，请忽略这封邮件。</p>${THANKS}`,
  },
};
