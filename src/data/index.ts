/**
 * The data layer's surface for resources/ (docs/architecture.md, "Which module may import which"): the
 * HTTP client a custom page calls a service with, exact money arithmetic and its text, and the types of
 * the data provider and the uploader.
 */
export { isAbortError, malformedResponse, newIdempotencyKey } from './http.ts';
export type { HttpClient } from './http.ts';
export { formatMoney } from './formatMoney.ts';
export { useHttpClient, useMasterNames } from './masterLists.ts';
export { formatSatang, percentOfSatang, toSatang } from './money.ts';
export type { PaymentAdminDataProvider } from './resourceDataProvider.ts';
export type { Uploader } from './upload.ts';
