/**
 * How a History event's change reads (src/schema/show/historyDiff.ts, HistoryValues.tsx): each value
 * by its field's own display (a yes/no as yes or no, a date as a Thai date), a list as what was added
 * and removed, sub-records item by item, a secret never in clear, and a toggle by the way it went.
 */
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import holidayBody from '../../../resources/examples/holiday-calendar/declaration.ts';
import { holidayCalendar as holidayHead } from '../../../resources/examples/holiday-calendar/index.ts';
import { formatThaiDate } from '../../../src/components/formatThaiDate.ts';
import { assemble } from '../../../src/schema/entity.ts';
import { ChangeRow } from '../../../src/schema/show/HistoryValues.tsx';
import {
  isListChange,
  listDiff,
  switchedTo,
  type HistoryChange,
} from '../../../src/schema/show/historyDiff.ts';
import type { FieldDeclaration, ResourceDefinition } from '../../../src/schema/types.ts';

const holidays = assemble(holidayHead, holidayBody);
/** The holiday calendar with two more fields: a list of sub-records and a secret. */
const def: ResourceDefinition = {
  ...holidays,
  fields: [
    ...holidays.fields,
    {
      source: 'channels',
      type: 'embeddedList',
      itemKey: 'channel',
      fields: [
        { source: 'channel', type: 'text' },
        { source: 'isActive', type: 'active' },
      ],
    } as FieldDeclaration,
    { source: 'apiKey', type: 'secret' } as FieldDeclaration,
  ],
};
const i18n = createI18nProvider([holidays]);
beforeAll(async () => {
  await i18n.loadPartMessages('history');
});

/** The row's cells' text, as a person reads them. */
function row(change: HistoryChange): string[] {
  render(
    <AdminContext i18nProvider={i18n}>
      <table>
        <tbody>
          <ChangeRow def={def} change={change} label={(field) => `label:${field}`} />
        </tbody>
      </table>
    </AdminContext>,
  );
  const shown = screen.getByRole('row');
  return within(shown)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the change of a list', () => {
  it('is what was added and removed, plain values or sub-records by their key', () => {
    expect(listDiff(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'], changed: [] });
    const before = [
      { channel: 'QR', isActive: true },
      { channel: 'ATM', isActive: true },
    ];
    const after = [
      { channel: 'QR', isActive: false },
      { channel: 'CARD', isActive: true },
    ];
    expect(listDiff(before, after, 'channel')).toEqual({
      added: [{ channel: 'CARD', isActive: true }],
      removed: [{ channel: 'ATM', isActive: true }],
      changed: [{ key: 'QR', changes: [{ field: 'isActive', before: true, after: false }] }],
    });
    expect(isListChange({ before: null, after: ['a'] })).toBe(true);
    expect(isListChange({ before: 'a', after: ['a'] })).toBe(false);
  });

  it('says which way a toggle went, of the record or of one sub-record', () => {
    expect(switchedTo([{ field: 'isActive', before: true, after: false }])).toBe(false);
    expect(
      switchedTo(
        [
          {
            field: 'channels',
            before: [{ channel: 'QR', isActive: false }],
            after: [{ channel: 'QR', isActive: true }],
          },
        ],
        () => 'channel',
      ),
    ).toBe(true);
    expect(switchedTo([{ field: 'message', before: 'a', after: 'b' }])).toBeUndefined();
  });
});

describe("a changed field's row", () => {
  it('shows a yes/no answer as yes or no', () => {
    expect(row({ field: 'banksClosed', before: true, after: false })).toEqual(['ใช่', 'ไม่ใช่']);
  });

  it('shows a date as the page shows it', () => {
    expect(row({ field: 'date', before: '2026-12-05', after: '2026-12-10' })).toEqual([
      formatThaiDate('2026-12-05', 'th'),
      formatThaiDate('2026-12-10', 'th'),
    ]);
  });

  it('shows a list of values as added and removed, in one cell', () => {
    expect(row({ field: 'tags', before: ['a', 'b'], after: ['b', 'c'] })).toEqual(['เพิ่ม cนำออก a']);
  });

  it('shows a sub-record list item by item, its fields by their display', () => {
    const [cell] = row({
      field: 'channels',
      before: [{ channel: 'QR', isActive: true }],
      after: [
        { channel: 'QR', isActive: false },
        { channel: 'CARD', isActive: true },
      ],
    });
    expect(cell).toBe('เพิ่ม CARDQR: label:isActive ใช้งาน → ไม่ใช้งาน');
  });

  it('never shows a secret in clear', () => {
    const cells = row({ field: 'apiKey', before: 'sk_live_old', after: 'sk_live_new' });
    expect(cells.join(' ')).not.toMatch(/sk_live/);
    expect(cells).toEqual(['••••••', '••••••']);
  });
});
