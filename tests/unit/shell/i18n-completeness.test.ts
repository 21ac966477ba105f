// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildMessages,
  deepMerge,
  loadLocale,
  loadScreenMessages,
  PART_MESSAGES,
} from '../../../i18n/index.ts';
import { registry } from '../../../resources/declared.ts';
import { lazyRegistry } from '../../../resources/index.ts';
import { leftOut } from '../../support/raLeftOut.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

// English is loaded on demand (not in the first screen's code), and a screen's own messages with its
// declaration: every one of them is compared here.
await loadLocale('en');
/** The screens with messages of their own (their heads name them). */
const screensWithMessages = lazyRegistry.heads.flatMap((head) =>
  head.messages ? [{ name: head.name, messages: head.messages }] : [],
);
await loadScreenMessages(screensWithMessages);
// The messages of parts that load on first use (the list's keys and saved views, a record's History,
// the look-up) are compared too.
await loadScreenMessages(
  Object.entries(PART_MESSAGES).map(([part, messages]) => ({ name: `part:${part}`, messages })),
);

describe('Thai and English catalogues', () => {
  const th = flatten(buildMessages('th', registry) as Tree);
  const en = flatten(buildMessages('en', registry) as Tree);

  it('have exactly the same keys', () => {
    const onlyTh = [...th.keys()].filter((k) => !en.has(k));
    // react-admin's sections that no part of the console shows are in English only (i18n/ra-th.ts).
    const onlyEn = [...en.keys()].filter((k) => !th.has(k) && !leftOut(k));
    expect(onlyTh).toEqual([]);
    expect(onlyEn).toEqual([]);
  });

  it('have no empty values', () => {
    // react-admin deliberately shows nothing for a null boolean.
    const empty = [...th.entries(), ...en.entries()]
      .filter(([k, v]) => v.trim() === '' && k !== 'ra.boolean.null')
      .map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('translate the shell into Thai, not English', () => {
    expect(th.get('pa.menu.groups.stores')).toBe('ร้านค้า');
    expect(en.get('pa.menu.groups.stores')).toBe('Stores');
    expect(th.get('ra.action.save')).not.toBe(en.get('ra.action.save'));
  });

  it('label every menu as a resource in both languages', () => {
    expect(th.get('resources.management/payment-channel.name')).toBe('ช่องทางการชำระเงิน');
    expect(en.get('resources.store/transaction.name')).toBe('Transaction');
  });

  it("has the screens' own messages in both languages once their declarations have loaded", () => {
    expect(screensWithMessages.map((screen) => screen.name)).toContain('management/reconcile');
    expect(th.get('pa.reconcile.steps.check')).toBe('จับคู่รายการ');
    expect(en.get('pa.reconcile.steps.check')).toBeTruthy();
  });

  it("has the parts' own messages in both languages once loaded", () => {
    expect(Object.keys(PART_MESSAGES)).toEqual(expect.arrayContaining(['lists', 'history', 'lookup']));
    expect(th.get('pa.history.title')).toBe('ประวัติการเปลี่ยนแปลง');
    expect(en.get('pa.history.title')).toBe('History');
    expect(th.get('pa.history.actions.toggle')).toBe('เปิด/ปิดใช้งาน');
    expect(en.get('pa.history.actions.toggle')).toBe('Switched on/off');
    expect(th.get('pa.engine.keys.title')).toBeTruthy();
    expect(en.get('pa.lookup.title')).toBeTruthy();
  });

  it('merges nested modules without losing siblings', () => {
    expect(deepMerge({ a: { b: '1' } }, { a: { c: '2' } })).toEqual({ a: { b: '1', c: '2' } });
  });
});
