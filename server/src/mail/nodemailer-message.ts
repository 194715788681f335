import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mailer.js';

/** Converts a mail to nodemailer's message options (shared by the SMTP and outbox mailers). */
export function toNodemailerMessage(message: MailMessage): SendMailOptions {
  return {
    from: { name: message.from.name ?? '', address: message.from.address },
    to: message.to.map((to) => ({ name: to.name ?? '', address: to.address })),
    subject: message.subject,
    html: message.html,
    headers: message.language ? { 'Content-Language': message.language } : {},
  };
}
