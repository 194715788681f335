import type { RecordModel } from '@/shared/lib/pb';

/** A record field's value as a list of strings (select, file and relation fields, single or multi). */
export function valueList(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.filter((v): v is string => typeof v === 'string' && v !== '');
  }
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** An expanded related record, if the list asked for it. */
export function expanded(record: RecordModel, field: string, id: string): RecordModel | undefined {
  const value: unknown = record.expand?.[field];
  const all: unknown[] = Array.isArray(value) ? value : [value];
  return all.find((item): item is RecordModel => isRecord(item) && item.id === id);
}

function isRecord(value: unknown): value is RecordModel {
  return typeof value === 'object' && value !== null && 'id' in value;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|bmp|svg)$/i;

/** Whether a stored file name is an image the browser can preview. */
export function isImageName(name: string): boolean {
  return IMAGE.test(name);
}

/** A PocketBase date (`2026-01-05 09:00:00.000Z`) as a `Date`, or null when empty or unreadable. */
export function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A PocketBase date for a `datetime-local` input, in UTC (the input's label says so). */
export function toDateInput(value: unknown): string {
  const date = parseDate(value);
  return date ? date.toISOString().slice(0, 19) : '';
}

/** A `datetime-local` input's value (UTC) as PocketBase's date string; empty stays empty. */
export function fromDateInput(value: string): string {
  if (!value) return '';
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().replace('T', ' ');
}

/** JSON shortened for a table cell. */
export function abbreviateJson(value: unknown, length = 60): string {
  const text = JSON.stringify(value) ?? '';
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
