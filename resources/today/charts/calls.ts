/**
 * The transaction charts' one call (docs/api-contract.md, "Transaction summary"): the reporting
 * service's daily summary, as DailyCharts.tsx makes it and the services contract describes it
 * (resources/catalog/pageCalls.ts). Its mock is resources/store/transaction/mock.ts.
 */
import { pageCalls } from '../../catalog/pageCalls.ts';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

export const CHART_CALLS = pageCalls({
  summary: {
    summary:
      'per Bangkok day and channel: the number of transactions, their amount and what was settled ' +
      '(paid amounts less their fees); at most 92 days',
    resource: 'store/transaction',
    service: 'reporting',
    method: 'GET',
    path: 'report/transaction/summary',
    query: {
      from: { schema: DAY, required: true, description: 'the first day, yyyy-MM-dd (Bangkok)' },
      to: { schema: DAY, required: true, description: 'the last day, yyyy-MM-dd, inclusive' },
      groupBy: { schema: { enum: ['channel'] }, required: true },
    },
    answer: {
      type: 'object',
      required: ['items'],
      properties: {
        from: DAY,
        to: DAY,
        groupBy: { type: 'string' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'channel', 'count', 'amount', 'settledAmount'],
            properties: {
              date: DAY,
              channel: { type: 'string' },
              count: { type: 'integer', minimum: 0 },
              amount: { type: 'number' },
              settledAmount: { type: 'number' },
            },
          },
        },
      },
    },
  },
});
