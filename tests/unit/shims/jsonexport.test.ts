/**
 * The stand-in for jsonexport (src/shims/jsonexport.ts) that react-admin's default exporter gets in the
 * build: the same callback API, with the console's CSV rules.
 */
import { describe, expect, it } from 'vitest';
import jsonexport from '../../../src/shims/jsonexport.ts';

function convert(rows: unknown, withOptions = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, csv?: string) => (error ? reject(error) : resolve(csv ?? ''));
    if (withOptions) jsonexport(rows, {}, done);
    else jsonexport(rows, done);
  });
}

describe('jsonexport stand-in', () => {
  it('writes one column per key, in first-seen order, with a BOM and CRLF line ends', async () => {
    const csv = await convert([
      { id: 1, name: 'ร้านสมชาย' },
      { id: 2, name: 'Malee', city: 'Chiang Mai' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['id,name,city', '1,ร้านสมชาย,', '2,Malee,Chiang Mai']);
  });

  it('neutralises a formula and keeps a leading zero, as every console export does', async () => {
    const csv = await convert([{ note: '=HYPERLINK("http://x")', bank: '002' }], true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('"=""002"""');
  });

  it('asks for a callback', () => {
    expect(() => jsonexport([], {})).toThrow('a callback is required');
  });
});
