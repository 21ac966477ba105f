/**
 * The reconcile wizard's and run detail's calls of the reporting service (docs/api-contract.md,
 * "reporting"): what reconcileApi.ts sends, and what the services contract says of them
 * (resources/catalog/pageCalls.ts). The answers' schemas are what reconcileApi.ts reads: a field it
 * needs missing or of another type makes the call fail as a malformed answer.
 */
import { pageCalls, type CallSchema } from '../../catalog/pageCalls.ts';

const RESOURCE = 'management/reconcile';
const text = { type: 'string' };
const count = { type: 'number' };
const optional = (type: string) => ({ type: [type, 'null'] });
const FILE_BODY: CallSchema = {
  type: 'object',
  required: ['fileUrl'],
  properties: { fileUrl: { type: 'string', description: 'the uploaded statement (POST upload)' } },
};

const ITEM: CallSchema = {
  type: 'object',
  required: ['line', 'reference', 'date', 'amount', 'result'],
  properties: {
    line: count,
    reference: { type: ['string', 'number'] },
    date: { type: ['string', 'number'] },
    time: optional('string'),
    amount: count,
    result: { enum: ['matched', 'unmatched', 'alreadyApproved'] },
    reason: optional('string'),
    transactionStatus: optional('string'),
    transactionAmount: optional('number'),
  },
};

const RUN_PROPERTIES = {
  id: { type: ['string', 'number'] },
  bankIssuer: { type: ['string', 'number'] },
  bankName: optional('string'),
  filename: { type: ['string', 'number'] },
  processDate: { type: ['string', 'number'] },
  totalTransactions: count,
  matchedTransactions: count,
  unmatchedTransactions: count,
  alreadyApprovedTransactions: optional('number'),
  malformedLines: optional('number'),
  totalAmount: optional('number'),
  status: optional('string'),
  processedBy: optional('string'),
};
const RUN_REQUIRED = [
  'id',
  'bankIssuer',
  'filename',
  'processDate',
  'totalTransactions',
  'matchedTransactions',
  'unmatchedTransactions',
];
const RUN: CallSchema = { type: 'object', required: RUN_REQUIRED, properties: RUN_PROPERTIES };

export const RECONCILE_CALLS = pageCalls({
  lastRun: {
    summary: 'the latest run of a bank and file name (404: none yet)',
    resource: RESOURCE,
    service: 'reporting',
    method: 'GET',
    path: 'reconcile/getLastReconcileProcess',
    query: { bankIssuer: { schema: text, required: true }, filename: { schema: text, required: true } },
    answer: RUN,
  },
  validateFile: {
    summary: 'whether an uploaded statement is of a known layout',
    resource: RESOURCE,
    service: 'reporting',
    method: 'POST',
    path: 'reconcile/validate-file-format',
    body: FILE_BODY,
    answer: {
      type: 'object',
      properties: { valid: { type: 'boolean' }, bank: optional('string'), rowCount: optional('number') },
    },
  },
  checkFile: {
    summary: "the statement's rows matched against the transactions, nothing written",
    resource: RESOURCE,
    service: 'reporting',
    method: 'POST',
    path: 'reconcile/checkTransactionApproveFromFile',
    body: FILE_BODY,
    answer: {
      type: 'object',
      required: ['total', 'matched', 'unmatched', 'alreadyApproved'],
      properties: {
        total: count,
        matched: count,
        unmatched: count,
        alreadyApproved: count,
        malformedLines: optional('number'),
        totalAmount: optional('number'),
        items: { type: ['array', 'null'], items: ITEM },
        itemsTruncated: { type: 'boolean' },
      },
    },
  },
  saveRun: {
    summary: 'reconciles the statement: its matched transactions become paid, the run is kept',
    resource: RESOURCE,
    service: 'reporting',
    method: 'POST',
    path: 'reconcile/save-reconcile-process-from-file',
    body: {
      type: 'object',
      required: ['fileUrl', 'bankIssuer'],
      properties: { fileUrl: text, bankIssuer: text, filename: text },
    },
    status: 201,
    answer: RUN,
  },
  run: {
    summary: 'one run with its rows',
    resource: RESOURCE,
    service: 'reporting',
    method: 'GET',
    path: 'report/reconcile/getReconcileProcess/{id}',
    answer: {
      type: 'object',
      required: RUN_REQUIRED,
      properties: { ...RUN_PROPERTIES, items: { type: ['array', 'null'], items: ITEM } },
    },
  },
});
