import { describe, expect, it } from 'vitest';
import { isPlausibleFileName, storedFileName } from './stored-file-name.js';

const SUFFIX = '[a-z0-9]{10}';

describe('storedFileName', () => {
  it.each([
    ['My Photo.PNG', `^my_photo_${SUFFIX}\\.png$`],
    ['myTestDB.txt', `^my_test_db_${SUFFIX}\\.txt$`],
    ['archive.tar.gz', `^archive_${SUFFIX}\\.tar\\.gz$`],
    ['report.final.pdf', `^report_final_${SUFFIX}\\.pdf$`],
    ['../../etc/passwd', `^passwd_${SUFFIX}$`],
    ['..\\..\\windows\\win.ini', `^win_${SUFFIX}\\.ini$`],
    ['a.txt', `^a[a-z0-9]{10}_${SUFFIX}\\.txt$`],
    ['.hidden', `^hidden_${SUFFIX}$`],
    ['ünïcödé name.txt', `^unicode_name_${SUFFIX}\\.txt$`],
    ['name\u0000with\nnul.txt', `^name_with_nul_${SUFFIX}\\.txt$`],
  ])('%j ⇒ %s', (original, pattern) => {
    expect(storedFileName(original)).toMatch(new RegExp(pattern));
  });

  it('uses the sniffed extension when the name has none', () => {
    expect(storedFileName('photo', 'png')).toMatch(new RegExp(`^photo_${SUFFIX}\\.png$`));
  });

  it('caps the base at 100 characters and is always a plausible, unique file name', () => {
    const first = storedFileName(`${'x'.repeat(300)}.txt`);
    expect(first).toMatch(new RegExp(`^x{100}_${SUFFIX}\\.txt$`));
    expect(isPlausibleFileName(first)).toBe(true);
    expect(storedFileName('same.txt')).not.toBe(storedFileName('same.txt'));
  });
});
