import type { GeoPointField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { toNumber } from './value-cast.js';

/** A longitude/latitude pair. */
export interface GeoPoint {
  lon: number;
  lat: number;
}

/** A point on the globe; `{lon: 0, lat: 0}` is the zero value. */
export const geoPointKind: FieldKind<GeoPointField> = {
  type: 'geoPoint',
  columnKind: () => 'json',
  isMultiple: () => false,
  zeroValue: () => ({ lon: 0, lat: 0 }),
  normalize: (_field, raw) => toGeoPoint(raw),
  validate(field, value) {
    const point = toGeoPoint(value);
    if (point.lon === 0 && point.lat === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    if (point.lat < -90 || point.lat > 90) {
      return fieldError('validation_invalid_value', 'Latitude must be between -90 and 90 degrees.');
    }
    if (point.lon < -180 || point.lon > 180) {
      return fieldError(
        'validation_invalid_value',
        'Longitude must be between -180 and 180 degrees.',
      );
    }
    return null;
  },
  toColumn: (_field, value) => JSON.stringify(toGeoPoint(value)),
  fromColumn: (_field, raw) => toGeoPoint(raw),
};

function toGeoPoint(raw: unknown): GeoPoint {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { lon: 0, lat: 0 };
    }
  }
  if (typeof value !== 'object' || value === null) return { lon: 0, lat: 0 };
  const record: Record<string, unknown> = { ...value };
  return { lon: toNumber(record['lon']), lat: toNumber(record['lat']) };
}
