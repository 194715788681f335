import { describe, expect, it } from 'vitest';
import { backupNameProblem } from './backup-name';

describe('backupNameProblem', () => {
  it('accepts an empty name and names the server accepts', () => {
    expect(backupNameProblem('', [])).toBeNull();
    expect(backupNameProblem('before-upgrade_2.zip', ['other.zip'])).toBeNull();
    expect(backupNameProblem(`${'a'.repeat(146)}.zip`, [])).toBeNull();
  });

  it('refuses what the server refuses', () => {
    expect(backupNameProblem('Before.zip', [])).toBe('format');
    expect(backupNameProblem('before upgrade.zip', [])).toBe('format');
    expect(backupNameProblem('before', [])).toBe('format');
    expect(backupNameProblem('../x.zip', [])).toBe('format');
    expect(backupNameProblem(`${'a'.repeat(147)}.zip`, [])).toBe('tooLong');
    expect(backupNameProblem('taken.zip', ['taken.zip'])).toBe('exists');
  });
});
