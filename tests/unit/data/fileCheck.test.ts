import { describe, expect, it } from 'vitest';
import { acceptsFile, checkFile, previewKind } from '../../../src/data/fileCheck.ts';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('file checks', () => {
  it('accepts by MIME type, wildcard or extension', () => {
    expect(acceptsFile('image/*,application/pdf', file('a.png', 'image/png'))).toBe(true);
    expect(acceptsFile('image/*,application/pdf', file('a.pdf', 'application/pdf'))).toBe(true);
    expect(acceptsFile('.csv', file('Bank.CSV', 'text/csv'))).toBe(true);
    expect(acceptsFile('image/*,.pdf', file('a.exe', 'application/x-msdownload'))).toBe(false);
    expect(acceptsFile(undefined, file('a.exe', ''))).toBe(true);
  });

  it('refuses a wrong type, a file over the declared size and an empty file', () => {
    expect(checkFile({ accept: 'image/*' }, file('a.txt', 'text/plain'))).toEqual({
      message: 'pa.engine.upload.wrongType',
      args: { types: 'image/*' },
    });
    expect(checkFile({ maxSizeMb: 1 }, file('a.png', 'image/png', 1024 * 1024 + 1))).toEqual({
      message: 'pa.engine.upload.tooLarge',
      args: { max: 1 },
    });
    expect(checkFile({ maxSizeMb: 1 }, file('a.png', 'image/png', 1024 * 1024))).toBeUndefined();
    expect(checkFile({}, file('a.png', 'image/png', 0))?.message).toBe('pa.engine.upload.empty');
  });

  it('previews images and PDFs only (never SVG)', () => {
    expect(previewKind('https://x/a/scan.JPG')).toBe('image');
    expect(previewKind('https://x/a/doc.pdf?v=1')).toBe('pdf');
    expect(previewKind('blob:abc', 'application/pdf')).toBe('pdf');
    expect(previewKind('https://x/a/logo.svg')).toBeUndefined();
    expect(previewKind('https://x/a/data.csv')).toBeUndefined();
  });
});
