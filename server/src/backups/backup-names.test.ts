import { describe, expect, it } from 'vitest';
import { generateBackupName, isSafeBackupKey } from './backup-names.js';

describe('backup names', () => {
  it.each([
    ['Hearth', 'pb_backup_hearth_20240102030405.zip'],
    ['My App', 'pb_backup_my_app_20240102030405.zip'],
    ['camelCaseName', 'pb_backup_camel_case_name_20240102030405.zip'],
    ['  ÜBER app!! ', 'pb_backup_ber_app_20240102030405.zip'],
    ['x'.repeat(80), `pb_backup_${'x'.repeat(50)}_20240102030405.zip`],
  ])('generates a name from the app name %j', (appName, expected) => {
    expect(generateBackupName('pb_backup_', appName, new Date('2024-01-02T03:04:05Z'))).toBe(
      expected,
    );
  });

  it.each([
    ['pb_backup_hearth_20240102030405.zip', true],
    ['@auto_pb_backup_hearth_1.zip', true],
    ['My Backup (2).zip', true],
    ['.hidden.zip', false],
    ['../data.db', false],
    ['a/b.zip', false],
    ['a\\b.zip', false],
    ['backup.tar', false],
    ['', false],
    [`${'a'.repeat(147)}.zip`, false],
  ])('tells whether %j is a safe key', (key, expected) => {
    expect(isSafeBackupKey(key)).toBe(expected);
  });
});
