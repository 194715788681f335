import type { UrlField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { isDomainAllowed } from './field-email.js';
import type { FieldKind } from './field-kind.js';
import { toText } from './value-cast.js';

/** An absolute http(s)-like URL, optionally limited to or excluding hosts. */
export const urlKind: FieldKind<UrlField> = {
  type: 'url',
  columnKind: () => 'text',
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => toText(raw).trim(),
  validate(field, value) {
    const text = typeof value === 'string' ? value : '';
    if (text === '') {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const url = parseUrl(text);
    if (!url) return fieldError('validation_invalid_url', 'Must be a valid url.');
    if (!isDomainAllowed(url.host.toLowerCase(), field.onlyDomains, field.exceptDomains)) {
      return fieldError('validation_url_domain_not_allowed', 'Url domain is not allowed.');
    }
    return null;
  },
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};

function parseUrl(text: string): URL | null {
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.host === '' ? null : url;
  } catch {
    return null;
  }
}
