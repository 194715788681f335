import type { RelationField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { listValueBehaviour } from './list-value-behaviour.js';
import { toUniqueStrings } from './value-cast.js';

/** Record ids of another collection; the ids must exist. */
export const relationKind: FieldKind<RelationField> = {
  type: 'relation',
  ...listValueBehaviour<RelationField>(),
  async validate(field, value, context) {
    const ids = toUniqueStrings(value);
    if (ids.length === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const maxSelect = Math.max(field.maxSelect ?? 1, 1);
    if (ids.length > maxSelect) {
      return fieldError('validation_too_many_values', `Select no more than ${maxSelect}.`, {
        maxSelect,
      });
    }
    const minSelect = field.minSelect ?? 0;
    if (minSelect > 0 && ids.length < minSelect) {
      return fieldError('validation_not_enough_values', `Select at least ${minSelect}.`, {
        minSelect,
      });
    }
    const missing = await context.findMissingIds(field.collectionId, ids);
    if (missing.length > 0) {
      return fieldError(
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids.',
      );
    }
    return null;
  },
};
