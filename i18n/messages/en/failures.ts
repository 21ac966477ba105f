/** English messages of failed calls (../failures.ts builds both languages the same way). */
import type { ServiceName } from '../../../src/config/types.ts';
import { catalogue, type CodeMessages, type KindMessages, type th } from '../failures.ts';

const SERVICE_EN: Record<ServiceName, string> = {
  master: 'master data',
  merchant: 'merchant',
  upload: 'file upload',
  user: 'user',
  transaction: 'transaction',
  notification: 'announcement and notification',
  payment: 'payment gateway',
  sso: 'sign-on',
  paymentService: 'payment',
  thirdPartyPayment: 'third-party payment',
  reporting: 'reporting',
  audit: 'audit log',
};

const NAMED_EN: KindMessages = {
  timeout: 'The %{service} service did not answer in time. Please try again.',
  network: 'The %{service} service could not be reached. Check the connection and try again.',
  server: 'The %{service} service is having a problem. Please try again.',
  malformed: 'The answer of the %{service} service could not be read. Please try again.',
  rejected: 'The %{service} service could not carry out the request.',
  forbidden:
    'Your role is not allowed to use this part of the %{service} service. Ask an administrator if you need access.',
};

const UNNAMED_EN: KindMessages = {
  timeout: 'The service did not answer in time. Please try again.',
  network: 'The service could not be reached. Check the connection and try again.',
  server: 'The service is having a problem. Please try again.',
  malformed: 'The answer of the service could not be read. Please try again.',
  rejected: 'The service could not carry out the request.',
  forbidden: 'Your role is not allowed to do this. Ask an administrator if you need access.',
};

const CODES_EN: CodeMessages = {
  validation: 'Some of the data is not valid. Check the fields and try again.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  not_found: 'This record was not found: it may have been deleted by someone else.',
  conflict: 'Someone else changed this record after you opened it. Load the latest version and try again.',
  already_done: 'This was already done, so nothing was done again.',
  too_large: 'The file is larger than allowed.',
  key_reused: 'This request was sent again with different data. Please try again.',
  version_required:
    'The change did not say which version of the record it was made on. Reload the page and try again.',
};

export const en: typeof th = {
  pa: {
    failure: {
      ...catalogue(UNNAMED_EN, NAMED_EN, SERVICE_EN),
      code: CODES_EN,
      serviceSaid: 'The service could not carry out the request. It said:',
    },
  },
};
