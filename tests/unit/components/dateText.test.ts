import { describe, expect, it } from 'vitest';
import { localiseDatesInText } from '../../../src/components/formatThaiDate.ts';

describe('localiseDatesInText', () => {
  it('shows the years of a range sent as text in Buddhist Era in Thai', () => {
    expect(localiseDatesInText('25/10/2026 20:21 - 26/10/2026 08:00', 'th')).toBe(
      '25/10/2569 20:21 - 26/10/2569 08:00',
    );
  });

  it('keeps English text and years already in Buddhist Era as they are', () => {
    expect(localiseDatesInText('25/10/2026 20:21 - 26/10/2026 08:00', 'en')).toBe(
      '25/10/2026 20:21 - 26/10/2026 08:00',
    );
    expect(localiseDatesInText('25/10/2569', 'th')).toBe('25/10/2569');
  });

  it('also reads dd-MM-yyyy and leaves other numbers alone', () => {
    expect(localiseDatesInText('01-02-2026, ref 12/2026', 'th')).toBe('01-02-2569, ref 12/2026');
  });
});
