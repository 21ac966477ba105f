/** Runtime configuration read from /config.json at boot (see docs/configuration.md). */
import type { OptionalServiceName, RequiredServiceName } from '../contract/services.ts';

export {
  OPTIONAL_SERVICE_NAMES,
  SERVICE_NAMES,
  type OptionalServiceName,
  type RequiredServiceName,
  type ServiceName,
} from '../contract/services.ts';

export interface ServiceConfig {
  /** Absolute URL, or a path resolved against the page origin (e.g. `/mock-api/master`). */
  baseUrl: string;
  apiKey: string;
  /**
   * Milliseconds a call to this service may take before the console gives up and offers a retry
   * (default 30 000; server exports keep their own, longer limit). Optional.
   */
  timeoutMs?: number;
}

export interface SignOnConfig {
  /** OIDC authority (issuer). A path is resolved against the page origin. */
  authority: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Discouraged: a browser cannot keep a secret. PKCE public client is the default. */
  clientSecret?: string;
  scope: string;
  /** Where "change password" leads (the provider's forgot-password page). */
  forgotPasswordUrl: string;
  /** Self-service registration endpoint of the provider, if it has one. */
  registrationUrl?: string;
}

export type ProfileSignatureConfig =
  { alg: 'HS256'; key: string } | { alg: 'ES256'; publicKeyJwk: JsonWebKey };

export type MockTransport = 'worker' | 'http';

export interface MockConfig {
  enabled: boolean;
  /** worker: MSW service worker in the page; http: the preview/dev server answers on loopback. */
  transport: MockTransport;
}

export interface AppConfig {
  /** Every required service; an optional one (`audit`) only when the deployment has it. */
  services: Record<RequiredServiceName, ServiceConfig> & Partial<Record<OptionalServiceName, ServiceConfig>>;
  signOn: SignOnConfig;
  profileSignature: ProfileSignatureConfig;
  mock: MockConfig;
}
