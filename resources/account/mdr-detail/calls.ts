/**
 * The MDR form's read of the current rates (MdrDetailEdit.tsx), as the page makes it and the services
 * contract describes it (resources/catalog/pageCalls.ts).
 */
import { pageCalls } from '../../catalog/pageCalls.ts';

export const MDR_DETAIL_CALLS = pageCalls({
  rates: {
    summary: "the record's current rate per bank channel, which the form edits",
    resource: 'account/mdr-detail',
    service: 'merchant',
    method: 'GET',
    path: 'mdr/rate/{id}',
    answer: {
      type: 'array',
      items: {
        type: 'object',
        required: ['bankCode', 'channel', 'rate'],
        properties: {
          bankCode: { type: 'string' },
          channel: { type: 'string' },
          rate: { type: 'number', minimum: 0, maximum: 100 },
        },
      },
    },
  },
});
