import {
  FIELD_TYPES,
  type CollectionField,
  type CollectionModel,
  type FieldErrorBody,
} from '@hearth/shared';
import { fieldError, hasFieldErrors, type FieldErrors } from '../errors.js';
import { parseThumbSize } from '../filesystem/thumb-size.js';
import { validateAuthOptions } from './auth-options-validate.js';
import type { CollectionValidationScope } from './collection-validation-scope.js';
import { parseIndex } from './index-definition.js';
import { safeRegExp } from './fields/field-text.js';

const NAME_PATTERN = /^\w+$/;
const RESERVED_FIELD_NAMES = new Set([
  'null',
  'true',
  'false',
  '_rowid_',
  'collectionid',
  'collectionname',
  'expand',
]);
const RESERVED_TABLES = new Set(['_collections', '_params', '_migrations', '_logs']);
const FIELD_TYPE_NAMES: ReadonlySet<string> = new Set(FIELD_TYPES);
const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;

/**
 * Validates a complete collection (after defaults), against its previous version when it is
 * an update. Returns PocketBase-shaped field errors, empty when valid.
 */
export function validateCollection(
  next: CollectionModel,
  previous: CollectionModel | null,
  scope: CollectionValidationScope,
): FieldErrors {
  const errors: FieldErrors = {};
  const idError = validateId(next, previous, scope);
  if (idError) errors['id'] = idError;
  const nameError = validateName(next, previous, scope);
  if (nameError) errors['name'] = nameError;
  if (previous && previous.system !== next.system) {
    errors['system'] = fieldError(
      'validation_collection_system_flag_change',
      'System collection state cannot be changed.',
    );
  }
  if (previous && previous.type !== next.type) {
    errors['type'] = fieldError(
      'validation_collection_type_change',
      'Collection type cannot be changed.',
    );
  } else if (!['base', 'auth', 'view'].includes(next.type)) {
    errors['type'] = fieldError('validation_invalid_value', `Invalid value ${String(next.type)}.`);
  } else if (next.type === 'view') {
    errors['type'] = fieldError('validation_invalid_value', 'View collections are not supported.');
  }
  const systemFieldsError = validateSystemFieldsKept(next, previous);
  const fieldErrors = validateFields(next, previous, scope);
  if (systemFieldsError) errors['fields'] = systemFieldsError;
  else if (Object.keys(fieldErrors).length > 0) errors['fields'] = fieldErrors;
  const indexErrors = validateIndexes(next);
  if (Object.keys(indexErrors).length > 0) errors['indexes'] = indexErrors;
  Object.assign(errors, validateRules(next, previous, scope));
  if (next.type === 'auth') Object.assign(errors, validateAuthOptions(next, scope));
  return errors;
}

/**
 * A new collection's id must be free and well formed; a stored one's id never changes (the
 * merge keeps it). PB compat: PocketBase's `UniqueId` check on create.
 */
function validateId(
  next: CollectionModel,
  previous: CollectionModel | null,
  scope: CollectionValidationScope,
): FieldErrorBody | null {
  if (previous) {
    return next.id === previous.id
      ? null
      : fieldError(
          'validation_invalid_or_existing_id',
          'The model id is invalid or already exists.',
        );
  }
  if (typeof next.id !== 'string' || next.id.length > 100 || !NAME_PATTERN.test(next.id)) {
    return fieldError(
      'validation_invalid_or_existing_id',
      'The model id is invalid or already exists.',
    );
  }
  if (scope.isStoredId(next.id)) {
    return fieldError(
      'validation_invalid_or_existing_id',
      'The model id is invalid or already exists.',
    );
  }
  return null;
}

function validateName(
  next: CollectionModel,
  previous: CollectionModel | null,
  scope: CollectionValidationScope,
): FieldErrorBody | null {
  const name = next.name;
  if (!name) return fieldError('validation_required', 'Cannot be blank.');
  if (name.length > 255) {
    return fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  }
  if (!NAME_PATTERN.test(name)) {
    return fieldError(
      'validation_invalid_collection_name',
      'Invalid collection name - must contain only alphanumeric and underscore characters.',
    );
  }
  if (RESERVED_TABLES.has(name.toLowerCase()) || name.toLowerCase().startsWith('sqlite_')) {
    return fieldError('validation_collection_name_invalid', 'The name is reserved.');
  }
  if (previous?.system && previous.name !== name) {
    return fieldError(
      'validation_collection_system_name_change',
      'System collection name cannot be changed.',
    );
  }
  const existing = scope.find(name);
  if (!existing || existing.id === next.id) return null;
  return existing.id === name
    ? fieldError(
        'validation_collection_name_id_duplicate',
        'The name must not match an existing collection id.',
      )
    : fieldError(
        'validation_collection_name_exists',
        'Collection name must be unique (case insensitive).',
      );
}

/** PB compat: an update keeps every system field under its id and name. */
function validateSystemFieldsKept(
  next: CollectionModel,
  previous: CollectionModel | null,
): FieldErrorBody | null {
  const removed = (previous?.fields ?? []).some(
    (old) =>
      old.system && !next.fields.some((field) => field.id === old.id && field.name === old.name),
  );
  return removed
    ? fieldError('validation_system_field_change', 'System fields cannot be deleted or renamed.')
    : null;
}

function validateFields(
  next: CollectionModel,
  previous: CollectionModel | null,
  scope: CollectionValidationScope,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const seenIds = new Set<string>();
  next.fields.forEach((field, index) => {
    // note: scaffolding gave every field an id; an empty one is refused like a duplicate.
    const id = field.id ?? '';
    const error =
      seenIds.has(id) || id === ''
        ? { id: fieldError('validation_duplicated_field_id', 'Duplicated or invalid field id.') }
        : validateField(field, seen, previous, next, scope);
    if (error) errors[String(index)] = error;
    seen.add(field.name.toLowerCase());
    seenIds.add(id);
  });
  const pk = next.fields.find((field) => field.name === 'id');
  if (!pk || pk.type !== 'text' || !pk.primaryKey) {
    errors['id'] = fieldError(
      'validation_missing_system_field',
      'The collection must have a text "id" primary key field.',
    );
  }
  return errors;
}

function validateField(
  field: CollectionField,
  seen: Set<string>,
  previous: CollectionModel | null,
  collection: CollectionModel,
  scope: CollectionValidationScope,
): FieldErrors | null {
  const name = typeof field.name === 'string' ? field.name : '';
  if (
    !name ||
    name.length > 100 ||
    !NAME_PATTERN.test(name) ||
    name.includes('_via_') ||
    RESERVED_FIELD_NAMES.has(name.toLowerCase())
  ) {
    return { name: fieldError('validation_invalid_field_name', 'Invalid field name.') };
  }
  if (seen.has(name.toLowerCase())) {
    return {
      name: fieldError('validation_duplicated_field_name', 'Duplicated or invalid field name.'),
    };
  }
  if (!FIELD_TYPE_NAMES.has(field.type)) {
    return { type: fieldError('validation_invalid_field_type', 'Invalid field type.') };
  }
  const old = previous?.fields.find((candidate) => candidate.id === field.id);
  if (old && old.type !== field.type) {
    return {
      type: fieldError('validation_field_type_change', 'The field type cannot be changed.'),
    };
  }
  return validateFieldOptions(field, collection, scope);
}

function validateFieldOptions(
  field: CollectionField,
  collection: CollectionModel,
  scope: CollectionValidationScope,
): FieldErrors | null {
  switch (field.type) {
    case 'select':
      if (!Array.isArray(field.values) || field.values.length === 0) {
        return { values: fieldError('validation_required', 'Cannot be blank.') };
      }
      if ((field.maxSelect ?? 0) > field.values.length) {
        return {
          maxSelect: fieldError(
            'validation_invalid_value',
            `Must be no greater than ${field.values.length}.`,
          ),
        };
      }
      return null;
    case 'relation': {
      const target = scope.find(field.collectionId ?? '');
      const isSelf = field.collectionId === collection.id;
      if (!isSelf && (!target || target.id !== field.collectionId)) {
        return {
          collectionId: fieldError(
            'validation_invalid_relation',
            "The relation collection doesn't exist.",
          ),
        };
      }
      return null;
    }
    case 'text':
      if (field.pattern && !safeRegExp(field.pattern)) {
        return { pattern: fieldError('validation_invalid_format', 'Invalid regular expression.') };
      }
      return null;
    case 'number':
      if (typeof field.min === 'number' && typeof field.max === 'number' && field.max < field.min) {
        return {
          max: fieldError('validation_invalid_value', `Must be no less than ${field.min}.`),
        };
      }
      return null;
    case 'file':
      return validateThumbs(field.thumbs);
    case 'editor':
    case 'bool':
    case 'email':
    case 'url':
    case 'date':
    case 'autodate':
    case 'json':
    case 'password':
    case 'geoPoint':
      return null;
  }
}

/**
 * Each thumb size must be `WxH`, `WxHt`, `WxHb` or `WxHf` with a non-zero side. PB compat: the
 * error sits under the entry's index; PocketBase answers `0x0` with `validation_not_in_invalid`.
 */
function validateThumbs(thumbs: unknown): FieldErrors | null {
  if (thumbs === undefined || thumbs === null) return null;
  if (!Array.isArray(thumbs)) {
    return { thumbs: fieldError('validation_invalid_value', 'Must be a list of thumb sizes.') };
  }
  const errors: FieldErrors = {};
  thumbs.forEach((size: unknown, index) => {
    if (typeof size !== 'string' || parseThumbSize(size) === null) {
      errors[String(index)] = fieldError('validation_match_invalid', 'Must be in a valid format.');
    }
  });
  return hasFieldErrors(errors) ? { thumbs: errors } : null;
}

function validateIndexes(collection: CollectionModel): FieldErrors {
  const errors: FieldErrors = {};
  const names = new Set(collection.fields.map((field) => field.name.toLowerCase()));
  const indexNames = new Set<string>();
  collection.indexes.forEach((sql, position) => {
    const index = typeof sql === 'string' ? parseIndex(sql) : null;
    const unknownColumn = index?.columns.find((column) => !names.has(column.name.toLowerCase()));
    if (!index) {
      errors[String(position)] = fieldError(
        'validation_invalid_index',
        'Invalid index expression.',
      );
    } else if (unknownColumn) {
      errors[String(position)] = fieldError(
        'validation_invalid_index',
        `Unknown index column "${unknownColumn.name}".`,
      );
    } else if (indexNames.has(index.name.toLowerCase())) {
      errors[String(position)] = fieldError('validation_invalid_index', 'Duplicated index name.');
    } else {
      indexNames.add(index.name.toLowerCase());
    }
  });
  return errors;
}

function validateRules(
  collection: CollectionModel,
  previous: CollectionModel | null,
  scope: CollectionValidationScope,
): FieldErrors {
  const errors: FieldErrors = {};
  const rules: [string, string | null][] = RULE_KEYS.map((key) => [key, collection[key]]);
  if (previous?.system) {
    // PB compat: the API rules of a system collection are part of what the server relies on.
    for (const key of RULE_KEYS) {
      if (collection[key] === previous[key]) continue;
      errors[key] = fieldError(
        'validation_collection_system_rule_change',
        'System collection API rule cannot be changed.',
      );
    }
  }
  if (collection.type === 'auth') {
    rules.push(['authRule', collection.authRule], ['manageRule', collection.manageRule]);
    if (collection.manageRule === '') {
      errors['manageRule'] = fieldError(
        'validation_invalid_rule',
        'The manage rule cannot be empty; use null for superusers only.',
      );
    }
  }
  for (const [key, rule] of rules) {
    if (rule === null || rule === '' || errors[key]) continue;
    if (typeof rule !== 'string') {
      errors[key] = fieldError('validation_invalid_rule', 'Invalid rule.');
      continue;
    }
    const problem = scope.checkRule(collection, rule, scope);
    if (problem) errors[key] = fieldError('validation_invalid_rule', `Invalid rule. ${problem}`);
  }
  return errors;
}
