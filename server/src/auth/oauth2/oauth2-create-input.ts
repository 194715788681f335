import type { AuthCollectionModel, CollectionField, TextField } from '@hearth/shared';
import { parseIndex } from '../../collections/index-definition.js';
import { validateText } from '../../collections/fields/field-text.js';
import type { RecordInput, UploadedFile } from '../../records/record-input.js';
import type { Queryable } from '../../storage/db.js';
import type { OAuth2User } from '../../oauth2/oauth2-provider.js';
import { randomPassword } from '../../security/random-password.js';

/**
 * The create request of a new OAuth2 record, as PocketBase builds it: the client's `createData`,
 * the provider's email unless `createData` has one, the collection's `oauth2.mappedFields`
 * (never over a key `createData` sent), an avatar file for a file field, and a random password
 * unless `createData` sets one.
 *
 * Hearth additions, so that a collection with a required name field (Hearth's `nickname`) gets a
 * usable value: the mapped `name` falls back to the provider's username, then to the local part
 * of the email, and is cut to a text field's `max`. A mapped `username` that is taken (single
 * column unique index) or invalid for its field is left out, as PocketBase does.
 */
export async function oauth2CreateInput(
  q: Queryable,
  collection: AuthCollectionModel,
  user: OAuth2User,
  createData: Record<string, unknown>,
  avatar: UploadedFile | null,
): Promise<RecordInput> {
  const data: Record<string, unknown> = { ...createData };
  const files: Record<string, UploadedFile[]> = {};
  if (typeof data['email'] !== 'string' || data['email'] === '') data['email'] = user.email;
  const mapped = collection.oauth2.mappedFields;
  const target = (name: string) =>
    name !== '' && !(name in data)
      ? collection.fields.find((field) => field.name === name)
      : undefined;

  const idField = target(mapped.id);
  if (idField) data[idField.name] = user.id;
  const nameField = target(mapped.name);
  if (nameField) data[nameField.name] = fitName(nameField, displayNameOf(user));
  const usernameField = target(mapped.username);
  if (usernameField && (await canAssignUsername(q, collection, usernameField, user.username))) {
    data[usernameField.name] = user.username;
  }
  const avatarField = target(mapped.avatarURL);
  if (avatarField && user.avatarURL !== '') {
    if (avatarField.type !== 'file') data[avatarField.name] = user.avatarURL;
    else if (avatar) files[avatarField.name] = [avatar];
  }
  if (data['password'] === undefined || data['password'] === '') {
    const password = randomPassword();
    data['password'] = password;
    data['passwordConfirm'] = password;
  }
  return { data, files };
}

/** The name a new record gets: the provider's name, else its username, else the email's local part. */
export function displayNameOf(user: OAuth2User): string {
  const name = user.name.trim() || user.username.trim();
  if (name !== '') return name;
  const at = user.email.lastIndexOf('@');
  return at > 0 ? user.email.slice(0, at) : '';
}

function fitName(field: CollectionField, name: string): string {
  if (field.type !== 'text' || !field.max || field.max <= 0) return name;
  return [...name].slice(0, field.max).join('').trim();
}

async function canAssignUsername(
  q: Queryable,
  collection: AuthCollectionModel,
  field: CollectionField,
  username: string,
): Promise<boolean> {
  if (field.type !== 'text' || username === '') return false;
  if (validateText(field, username) !== null) return false;
  return !(await isTaken(q, collection, field, username));
}

async function isTaken(
  q: Queryable,
  collection: AuthCollectionModel,
  field: TextField,
  value: string,
): Promise<boolean> {
  const index = collection.indexes
    .map((sql) => parseIndex(sql))
    .find(
      (parsed) =>
        parsed?.unique && parsed.columns.length === 1 && parsed.columns[0]?.name === field.name,
    );
  if (!index) return false;
  const column = q.dialect.quoteIdent(field.name);
  const where =
    index.columns[0]?.collate.toUpperCase() === 'NOCASE'
      ? q.dialect.nocaseEqual(column, '?')
      : `${column} = ?`;
  const row = await q.get(
    `SELECT 1 AS found FROM ${q.dialect.quoteIdent(collection.name)} WHERE ${where} LIMIT 1`,
    [value],
  );
  return row !== undefined;
}
