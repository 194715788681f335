import type { CollectionField, FieldType } from '@hearth/shared';
import { autodateKind } from './field-autodate.js';
import { boolKind } from './field-bool.js';
import { dateKind } from './field-date.js';
import { editorKind } from './field-editor.js';
import { emailKind } from './field-email.js';
import { fileKind } from './field-file.js';
import { geoPointKind } from './field-geo-point.js';
import type { FieldKind } from './field-kind.js';
import { jsonKind } from './field-json.js';
import { numberKind } from './field-number.js';
import { passwordKind } from './field-password.js';
import { relationKind } from './field-relation.js';
import { selectKind } from './field-select.js';
import { textKind } from './field-text.js';
import { urlKind } from './field-url.js';

type KindOf<T extends FieldType> = FieldKind<Extract<CollectionField, { type: T }>>;

const KINDS: { [T in FieldType]: KindOf<T> } = {
  text: textKind,
  editor: editorKind,
  number: numberKind,
  bool: boolKind,
  email: emailKind,
  url: urlKind,
  date: dateKind,
  autodate: autodateKind,
  select: selectKind,
  file: fileKind,
  relation: relationKind,
  json: jsonKind,
  password: passwordKind,
  geoPoint: geoPointKind,
};

/** The behaviour of a field's type. */
export function kindOf(field: CollectionField): FieldKind {
  // note: the mapped table guarantees each type's kind accepts that type's field; TypeScript
  // cannot follow the correlation through the union, hence the widening cast.
  return KINDS[field.type] as unknown as FieldKind;
}

/** Tells whether a string names a known field type. */
export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && Object.hasOwn(KINDS, type);
}
