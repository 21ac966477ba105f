/**
 * The status vocabularies (docs/api-contract.md, "Statuses") with one chip colour per status. `value` is
 * the text the services send; labels live in i18n/messages/engine.ts under
 * `pa.engine.status.<vocabulary>.<key>`. A new vocabulary is one entry here (and its labels).
 */
import type { StatusDefinition } from '../../src/components/index.ts';

export const STATUS_VOCABULARIES = {
  storeRegister: [
    { key: 'waitingForContact', value: 'waiting for contact', color: 'warning' },
    { key: 'contacted', value: 'contacted', color: 'info' },
    { key: 'passed', value: 'passed', color: 'success' },
    { key: 'notReachable', value: 'not reachable', color: 'secondary' },
    { key: 'failed', value: 'failed', color: 'error' },
  ],
  qrTransaction: [
    { key: 'waitingForPayment', value: 'waiting for payment', color: 'warning' },
    { key: 'paid', value: 'paid', color: 'success' },
    { key: 'cancelled', value: 'cancelled', color: 'default' },
  ],
  fundingTransfer: [
    { key: 'accountApprove', value: 'Account approve', color: 'info' },
    { key: 'pendingForSettle', value: 'Pending for settle', color: 'warning' },
    { key: 'sendToBank', value: 'Send to bank', color: 'primary' },
    { key: 'validateFromBank', value: 'Validate from bank', color: 'secondary' },
    { key: 'responFromBank', value: 'Respon from bank', color: 'info' },
    { key: 'success', value: 'Success', color: 'success' },
    { key: 'rejectFromBank', value: 'Reject from bank', color: 'error' },
  ],
  userRequest: [
    { key: 'waitingApprove', value: 'waiting approve', color: 'warning' },
    { key: 'partlyApproved', value: 'partly approved', color: 'info' },
    { key: 'fullyApproved', value: 'fully approved', color: 'success' },
    { key: 'disapprove', value: 'Disapprove', color: 'error' },
  ],
  storeDetail: [
    { key: 'test', value: 'Test', color: 'warning' },
    { key: 'production', value: 'Production', color: 'success' },
  ],
} as const satisfies Record<string, readonly StatusDefinition[]>;

export type StatusVocabulary = keyof typeof STATUS_VOCABULARIES;
