// @vitest-environment node
/**
 * The date rule belongs to the service's list call (src/contract/dateRules.ts, docs/api-contract.md
 * "Date rules"): a declaration cannot state it, so a date-range filter on a day-month-year call cannot
 * be sent without the next-day rule, and the mock backend reads the range by the same rule.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import fundingBody from '../../../resources/account/funding-transfer/declaration.ts';
import { fundingTransfer } from '../../../resources/account/funding-transfer/index.ts';
import { dateRuleOf } from '../../../src/contract/dateRules.ts';
import { toFilterQuery } from '../../../src/data/paging.ts';
import { assemble, declare } from '../../../src/schema/entity.ts';

const CONTRACT = readFileSync(resolve(process.cwd(), 'docs/api-contract.md'), 'utf8');

describe('the date rule of a list call', () => {
  it('is the service’s, as docs/api-contract.md gives it for each paged list', () => {
    const documented = [...CONTRACT.matchAll(/`([^`]+)` \(L, (ymd|dmy-next-day) on /g)];
    expect(documented.length).toBeGreaterThan(8);
    const checked = resources.filter((def) => def.endpoints.list !== undefined);
    const disagree = checked.flatMap((def) => {
      const doc = documented.find(([, path]) => path === def.endpoints.list);
      return doc && doc[2] !== def.dateRule ? [`${def.name}: ${def.dateRule} (docs: ${doc[2]})`] : [];
    });
    expect(disagree).toEqual([]);
    const rule = (name: string) => resources.find((def) => def.name === name)?.dateRule;
    expect(rule('account/funding-transfer')).toBe('dmy-next-day');
    expect(rule('account/funding-transfer/raw-data') ?? rule('account/funding-raw-data')).toBe(
      'dmy-next-day',
    );
    expect(rule('management/users')).toBe('dmy-next-day');
    expect(rule('store/transaction')).toBe('ymd');
  });

  it('is given to a declaration by its list call alone: a date-range filter cannot forget the next day', () => {
    // The funding transfer's declaration names no rule; put together, its range goes as the service wants.
    expect('dateRule' in fundingBody).toBe(false);
    const def = assemble(fundingTransfer, fundingBody);
    expect(def.dateRule).toBe('dmy-next-day');
    expect(
      toFilterQuery({ dateRange: { StartDate: '2026-11-30', EndDate: '2026-11-30' } }, def),
    ).toMatchObject({
      StartDate: '30-11-2026',
      EndDate: '01-12-2026',
    });
    // The same body on a year-month-day call sends both days as chosen.
    const elsewhere = assemble(fundingTransfer, {
      ...fundingBody,
      endpoints: { ...fundingBody.endpoints, list: 'report/ar_pr' },
    });
    expect(
      toFilterQuery({ dateRange: { StartDate: '2026-11-30', EndDate: '2026-11-30' } }, elsewhere),
    ).toMatchObject({
      StartDate: '2026-11-30',
      EndDate: '2026-11-30',
    });
    expect(dateRuleOf('reporting', '/report/transfer?x=1')).toBe('dmy-next-day');
    expect(dateRuleOf('merchant', undefined)).toBe('ymd');
  });

  it('cannot be declared', () => {
    const body = declare({
      ...fundingBody,
      // @ts-expect-error A declaration has no date rule: the service's list call has it.
      dateRule: 'ymd',
    });
    // Even a body that carries one (built around the types) gets the service's rule.
    expect(assemble(fundingTransfer, body).dateRule).toBe('dmy-next-day');
  });
});
