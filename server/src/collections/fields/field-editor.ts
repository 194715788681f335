import type { EditorField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { toText } from './value-cast.js';

/** The default maximum size of an editor field with `maxSize: 0`. */
export const DEFAULT_EDITOR_MAX_SIZE = 5 * 1024 * 1024;

/** Rich text (HTML), limited by its size in bytes. */
export const editorKind: FieldKind<EditorField> = {
  type: 'editor',
  columnKind: () => 'text',
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => toText(raw),
  validate(field, value) {
    const text = typeof value === 'string' ? value : '';
    if (text === '') {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_EDITOR_MAX_SIZE;
    if (Buffer.byteLength(text) > maxSize) {
      return fieldError('validation_max_text_constraint', `Must be less than ${maxSize} bytes.`, {
        max: maxSize,
      });
    }
    return null;
  },
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};
