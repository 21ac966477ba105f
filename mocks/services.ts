/**
 * Which services the mocks answer and where: apart from the handlers (mocks/handlers/index.ts) so the
 * page's mock chunk (mocks/browser.ts) knows which calls are the mock backend's before the backend's
 * own chunk has loaded.
 */
import type { AppConfig } from '../src/config/index.ts';
import { OPTIONAL_SERVICE_NAMES, SERVICE_NAMES, type ServiceName } from '../src/contract/services.ts';

/** Services the mocks answer: all but sign-on, which the dev identity provider serves. */
export const MOCKED_SERVICES: readonly ServiceName[] = [...SERVICE_NAMES, ...OPTIONAL_SERVICE_NAMES].filter(
  (s) => s !== 'sso',
);

/**
 * Base URL of a service for msw: absolute as given; relative ones against `origin`, else the page
 * origin, else left relative (the HTTP middleware resolves them against each request's own origin).
 */
export function resolveBaseUrl(baseUrl: string, origin?: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  const base = origin ?? (typeof location !== 'undefined' ? location.origin : undefined);
  return base ? new URL(trimmed, base).href.replace(/\/+$/, '') : trimmed;
}

/** The services the mocks answer for `config` (an optional one the config leaves out is not). */
export function mockedServices(config: AppConfig): ServiceName[] {
  return MOCKED_SERVICES.filter((s) => config.services[s]);
}
