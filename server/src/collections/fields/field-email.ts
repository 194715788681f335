import type { EmailField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { isEmailFormat } from '../../lib/email-format.js';
import type { FieldKind } from './field-kind.js';
import { toText } from './value-cast.js';

/** An email address, optionally limited to or excluding domains. */
export const emailKind: FieldKind<EmailField> = {
  type: 'email',
  columnKind: () => 'text',
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => toText(raw).trim(),
  validate(field, value) {
    const text = typeof value === 'string' ? value : '';
    if (text === '') {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    if (!isEmailFormat(text)) {
      return fieldError('validation_invalid_email', 'Must be a valid email address.');
    }
    const domain = text.slice(text.lastIndexOf('@') + 1).toLowerCase();
    if (!isDomainAllowed(domain, field.onlyDomains, field.exceptDomains)) {
      return fieldError('validation_email_domain_not_allowed', 'Email domain is not allowed.');
    }
    return null;
  },
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};

/** Applies the onlyDomains/exceptDomains options shared by email and url fields. */
export function isDomainAllowed(
  domain: string,
  onlyDomains: readonly string[] | null | undefined,
  exceptDomains: readonly string[] | null | undefined,
): boolean {
  const lower = (list: readonly string[]) => list.map((item) => item.toLowerCase());
  if (onlyDomains && onlyDomains.length > 0 && !lower(onlyDomains).includes(domain)) return false;
  if (exceptDomains && exceptDomains.length > 0 && lower(exceptDomains).includes(domain)) {
    return false;
  }
  return true;
}
