import { crc32 } from 'node:zlib';

/**
 * PocketBase's deterministic collection id: `pbc_` + the decimal CRC32 of type + name.
 * `('auth', '_superusers')` ⇒ `pbc_3142635823`
 */
export function collectionIdFor(type: string, name: string): string {
  return 'pbc_' + crc32(type + name);
}

/** PocketBase's deterministic field id: type + the decimal CRC32 of the name. `('text','id')` ⇒ `text3208210256` */
export function fieldIdFor(type: string, name: string): string {
  return type + crc32(name);
}
