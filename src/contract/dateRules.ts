/**
 * The services' date rules (docs/api-contract.md, "Date rules"): how a list call takes its date range.
 * The rule belongs to the service's call, not to a screen: the data provider sends StartDate/EndDate by
 * it and the mock backend reads them by it, so no declaration states it and none can get it wrong.
 *
 * `ymd`: `yyyy-MM-dd`, both days inclusive. `dmy-next-day`: `dd-MM-yyyy`, EndDate exclusive, so the
 * client sends the day after the last day chosen.
 */
import type { ServiceName } from './services.ts';

export type DateRule = 'ymd' | 'dmy-next-day';

/** The list calls, by service, that take `dd-MM-yyyy` with an exclusive EndDate; every other takes `yyyy-MM-dd`. */
export const DAY_MONTH_YEAR_LISTS: Readonly<Partial<Record<ServiceName, readonly string[]>>> = {
  merchant: ['merchant_register', 'user_request'],
  user: ['employee'],
  reporting: ['report/transfer', 'report/transfer/raw'],
};

/** The date rule of a service's list call (`undefined`: the screen has no list call, so no range). */
export function dateRuleOf(service: ServiceName, list: string | undefined): DateRule {
  const path = list?.replace(/^\/+/, '').split('?')[0];
  return path !== undefined && DAY_MONTH_YEAR_LISTS[service]?.includes(path) ? 'dmy-next-day' : 'ymd';
}
