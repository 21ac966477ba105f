/** English messages of failed calls (../failures.ts builds both languages the same way). */
import type { ServiceName } from '../../../src/config/types.ts';
import { catalogue, type KindMessages, type th } from '../failures.ts';

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

export const en: typeof th = { pa: { failure: catalogue(UNNAMED_EN, NAMED_EN, SERVICE_EN) } };
