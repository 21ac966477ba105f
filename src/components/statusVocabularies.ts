/**
 * The status vocabularies of spec §4 with one chip colour per status. `value` is the text the services
 * send (the spec's wording); matching ignores case, spaces and punctuation so `PENDING_FOR_SETTLE`,
 * `Pending for settle` and `pendingForSettle` are the same status. Labels live in i18n/messages/engine.ts
 * under `pa.engine.status.<vocabulary>.<key>`.
 */
import type { StatusVocabulary } from '../schema/types.ts';

export type StatusColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface StatusDefinition {
  key: string;
  value: string;
  color: StatusColor;
}

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
} as const satisfies Record<StatusVocabulary, readonly StatusDefinition[]>;

function normalizeStatus(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9\u0E00-\u0E7F]/g, '');
}

export function findStatus(vocabulary: StatusVocabulary, value: unknown): StatusDefinition | undefined {
  if (value === null || value === undefined) return undefined;
  const wanted = normalizeStatus(String(value));
  const list: readonly StatusDefinition[] = STATUS_VOCABULARIES[vocabulary];
  return list.find((s) => normalizeStatus(s.value) === wanted || normalizeStatus(s.key) === wanted);
}

export function statusLabelKey(vocabulary: StatusVocabulary, key: string): string {
  return `pa.engine.status.${vocabulary}.${key}`;
}
