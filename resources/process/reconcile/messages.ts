/**
 * Both languages of the reconcile wizard's messages (`pa.reconcile.*`). The console imports messages/th.ts
 * at boot and messages/en.ts when English is chosen (i18n/index.ts).
 */
export { th } from './messages/th.ts';
export { en } from './messages/en.ts';
