import { isIP } from 'node:net';
import { Cron } from 'croner';
import { isEmailFormat } from '../lib/email-format.js';
import { fieldError, type FieldErrors } from '../errors.js';
import { isPlainObject } from '../lib/is-plain-object.js';
import type { RateLimitRule, S3Settings, Settings } from './settings-model.js';

/**
 * Validates merged settings; returns nested field errors (`data.smtp.host`, `data.rateLimits.rules.0.label`)
 * in PocketBase's shape, empty when valid. Types are checked against the defaults' shape first, so
 * a string where a number belongs is an error, not a crash later.
 */
export function validateSettings(settings: Settings, shape: Settings): FieldErrors {
  const errors = typeErrors(settings, shape);
  if (Object.keys(errors).length > 0) return errors;
  const add = (
    section: string,
    field: string,
    message: string,
    code: Parameters<typeof fieldError>[0] = 'validation_invalid_value',
  ) => {
    // note: typeErrors found nothing (else we returned above), and `add` is never given a key
    // that gets a leaf error (superuserIPs), so a section's entry is always nested errors.
    const sectionErrors = (errors[section] ??= {}) as FieldErrors;
    sectionErrors[field] = fieldError(code, message);
  };
  const { meta, smtp, batch, logs, backups, rateLimits, trustedProxy } = settings;
  if (meta.appName.trim() === '' || meta.appName.length > 255) {
    add('meta', 'appName', 'Cannot be blank.', 'validation_required');
  }
  if (!isHttpUrl(meta.appURL)) {
    add('meta', 'appURL', 'Must be a valid url.', 'validation_invalid_url');
  }
  if (meta.senderName.trim() === '') {
    add('meta', 'senderName', 'Cannot be blank.', 'validation_required');
  }
  if (!isEmailFormat(meta.senderAddress)) {
    add('meta', 'senderAddress', 'Must be a valid email address.', 'validation_is_email');
  }
  if (smtp.enabled && smtp.host.trim() === '') {
    add('smtp', 'host', 'Cannot be blank.', 'validation_required');
  }
  if (!Number.isInteger(smtp.port) || smtp.port < 1 || smtp.port > 65535) {
    add('smtp', 'port', 'Must be a port number.');
  }
  if (!['', 'PLAIN', 'LOGIN'].includes(smtp.authMethod)) {
    add('smtp', 'authMethod', 'Must be a valid value.', 'validation_in_invalid');
  }
  for (const key of ['maxRequests', 'timeout', 'maxBodySize'] as const) {
    if (!Number.isInteger(batch[key]) || batch[key] < 0) {
      add('batch', key, 'Must be no less than 0.', 'validation_min_greater_equal_than_required');
    }
  }
  if (!Number.isInteger(logs.maxDays) || logs.maxDays < 0) {
    add('logs', 'maxDays', 'Must be no less than 0.', 'validation_min_greater_equal_than_required');
  }
  if (!Number.isInteger(backups.cronMaxKeep) || backups.cronMaxKeep < 1) {
    add(
      'backups',
      'cronMaxKeep',
      'Must be no less than 1.',
      'validation_min_greater_equal_than_required',
    );
  }
  if (backups.cron !== '' && !isValidCron(backups.cron)) {
    add('backups', 'cron', 'Invalid cron expression.', 'validation_invalid_cron');
  }
  const s3 = s3Errors(settings.s3);
  if (Object.keys(s3).length > 0) errors['s3'] = s3;
  const backupsS3 = s3Errors(backups.s3);
  if (Object.keys(backupsS3).length > 0) {
    errors['backups'] = { ...(errors['backups'] ?? {}), s3: backupsS3 };
  }
  const ruleErrors = rateLimitRuleErrors(rateLimits.rules);
  if (Object.keys(ruleErrors).length > 0) {
    errors['rateLimits'] = { ...(errors['rateLimits'] ?? {}), rules: ruleErrors };
  }
  if (rateLimits.excludedIPs.some((ip) => !isIpOrCidr(ip))) {
    add('rateLimits', 'excludedIPs', 'Must be valid IP addresses or CIDR ranges.');
  }
  if (trustedProxy.headers.some((header) => !/^[\w-]+$/.test(header))) {
    add('trustedProxy', 'headers', 'Must be valid header names.');
  }
  if (settings.superuserIPs.some((ip) => !isIpOrCidr(ip))) {
    errors['superuserIPs'] = fieldError(
      'validation_invalid_value',
      'Must be valid IP addresses or CIDR ranges.',
    );
  }
  return errors;
}

/** PB compat: an enabled S3 config needs every field but `forcePathStyle`, and a URL endpoint. */
function s3Errors(s3: S3Settings): FieldErrors {
  const errors: FieldErrors = {};
  if (!s3.enabled) return errors;
  for (const key of ['bucket', 'region', 'endpoint', 'accessKey', 'secret'] as const) {
    if (s3[key].trim() === '') errors[key] = fieldError('validation_required', 'Cannot be blank.');
  }
  if (!errors['endpoint'] && !isUrlOrHost(s3.endpoint)) {
    errors['endpoint'] = fieldError('validation_is_url', 'Must be a valid URL.');
  }
  return errors;
}

function rateLimitRuleErrors(rules: RateLimitRule[]): FieldErrors {
  const errors: FieldErrors = {};
  rules.forEach((rule, index) => {
    const ruleErrors: FieldErrors = {};
    if (typeof rule.label !== 'string' || rule.label.trim() === '') {
      ruleErrors['label'] = fieldError('validation_required', 'Cannot be blank.');
    }
    if (!['', '@guest', '@auth'].includes(rule.audience)) {
      ruleErrors['audience'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    }
    if (!Number.isInteger(rule.duration) || rule.duration < 1) {
      ruleErrors['duration'] = fieldError(
        'validation_min_greater_equal_than_required',
        'Must be no less than 1.',
      );
    }
    if (!Number.isInteger(rule.maxRequests) || rule.maxRequests < 1) {
      ruleErrors['maxRequests'] = fieldError(
        'validation_min_greater_equal_than_required',
        'Must be no less than 1.',
      );
    }
    if (Object.keys(ruleErrors).length > 0) errors[String(index)] = ruleErrors;
  });
  return errors;
}

/** Checks every leaf against the type of the same leaf in `shape` (arrays: element types). */
function typeErrors(value: unknown, shape: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof shape !== 'object' || shape === null || Array.isArray(shape)) return errors;
  // note: an array in an object's place reads as {}; the caller reports the array itself as
  // invalid and drops these errors.
  const record: Record<string, unknown> = isPlainObject(value) ? value : {};
  for (const [key, expected] of Object.entries(shape)) {
    const actual = record[key];
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual) || !actual.every((item) => sameKind(item, expected[0] ?? item))) {
        errors[key] = fieldError('validation_invalid_value', 'Invalid value.');
      }
    } else if (typeof expected === 'object' && expected !== null) {
      const nested = typeErrors(actual, expected);
      if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
        errors[key] = fieldError('validation_invalid_value', 'Invalid value.');
      } else if (Object.keys(nested).length > 0) errors[key] = nested;
    } else if (typeof actual !== typeof expected) {
      errors[key] = fieldError('validation_invalid_value', 'Invalid value.');
    }
  }
  return errors;
}

function sameKind(item: unknown, example: unknown): boolean {
  if (typeof example === 'object' && example !== null) {
    return typeof item === 'object' && item !== null && !Array.isArray(item);
  }
  return typeof item === typeof example;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An endpoint: a URL, or a bare host (`s3.amazonaws.com`) that means HTTPS. */
function isUrlOrHost(text: string): boolean {
  return isHttpUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
}

function isValidCron(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

/** `10.0.0.1`, `::1`, `192.168.0.0/16`, `fd00::/8`. */
export function isIpOrCidr(text: string): boolean {
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size >= 0 && size <= (version === 4 ? 32 : 128);
}
