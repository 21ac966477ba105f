/** Validation of the runtime configuration: every bad field is named, so the error page can list them. */
import {
  OPTIONAL_SERVICE_NAMES,
  SERVICE_NAMES,
  type AppConfig,
  type ProfileSignatureConfig,
} from './types.ts';

export interface ConfigIssue {
  path: string;
  problem: 'missing' | 'invalid';
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; issues: ConfigIssue[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absolute http(s) URL or a path on this origin. */
const isUrlOrPath = (value: string): boolean => {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Longest time-out a service may be given: ten minutes. */
export const MAX_SERVICE_TIMEOUT_MS = 600_000;

/** A whole number of milliseconds from 1 to ten minutes. */
const isTimeout = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_SERVICE_TIMEOUT_MS;

export function validateConfig(raw: unknown): ConfigResult {
  const issues: ConfigIssue[] = [];
  const root = isObject(raw) ? raw : {};
  if (!isObject(raw)) issues.push({ path: '(root)', problem: 'invalid' });

  const str = (obj: Json, key: string, path: string, check?: (v: string) => boolean, optional = false) => {
    const value = obj[key];
    if (value === undefined || value === null || value === '') {
      if (!optional) issues.push({ path, problem: 'missing' });
      return;
    }
    if (typeof value !== 'string' || (check && !check(value))) issues.push({ path, problem: 'invalid' });
  };
  const section = (key: string): Json => {
    const value = root[key];
    if (value === undefined) issues.push({ path: key, problem: 'missing' });
    else if (!isObject(value)) issues.push({ path: key, problem: 'invalid' });
    return isObject(value) ? value : {};
  };

  const services = section('services');
  for (const name of [...SERVICE_NAMES, ...OPTIONAL_SERVICE_NAMES]) {
    const service = services[name];
    if (service === undefined) {
      if (!(OPTIONAL_SERVICE_NAMES as readonly string[]).includes(name))
        issues.push({ path: `services.${name}`, problem: 'missing' });
      continue;
    }
    if (!isObject(service)) {
      issues.push({ path: `services.${name}`, problem: 'invalid' });
      continue;
    }
    str(service, 'baseUrl', `services.${name}.baseUrl`, isUrlOrPath);
    str(service, 'apiKey', `services.${name}.apiKey`);
    if (service.timeoutMs !== undefined && !isTimeout(service.timeoutMs))
      issues.push({ path: `services.${name}.timeoutMs`, problem: 'invalid' });
  }

  const signOn = section('signOn');
  str(signOn, 'authority', 'signOn.authority', isUrlOrPath);
  str(signOn, 'clientId', 'signOn.clientId');
  str(signOn, 'redirectUri', 'signOn.redirectUri', isUrlOrPath);
  str(signOn, 'postLogoutRedirectUri', 'signOn.postLogoutRedirectUri', isUrlOrPath);
  str(signOn, 'scope', 'signOn.scope', (v) => v.split(' ').includes('openid'));
  str(signOn, 'forgotPasswordUrl', 'signOn.forgotPasswordUrl', isUrlOrPath);
  str(signOn, 'registrationUrl', 'signOn.registrationUrl', isUrlOrPath, true);
  str(signOn, 'clientSecret', 'signOn.clientSecret', undefined, true);

  const signature = section('profileSignature');
  if (signature.alg === 'HS256') {
    str(signature, 'key', 'profileSignature.key');
  } else if (signature.alg === 'ES256') {
    const jwk = signature.publicKeyJwk;
    const valid =
      isObject(jwk) &&
      jwk.kty === 'EC' &&
      jwk.crv === 'P-256' &&
      typeof jwk.x === 'string' &&
      typeof jwk.y === 'string' &&
      jwk.d === undefined;
    if (!valid)
      issues.push({
        path: 'profileSignature.publicKeyJwk',
        problem: jwk === undefined ? 'missing' : 'invalid',
      });
  } else {
    issues.push({
      path: 'profileSignature.alg',
      problem: signature.alg === undefined ? 'missing' : 'invalid',
    });
  }

  const mock = section('mock');
  if (typeof mock.enabled !== 'boolean')
    issues.push({ path: 'mock.enabled', problem: mock.enabled === undefined ? 'missing' : 'invalid' });
  if (mock.transport !== 'worker' && mock.transport !== 'http')
    issues.push({ path: 'mock.transport', problem: mock.transport === undefined ? 'missing' : 'invalid' });

  return issues.length ? { ok: false, issues } : { ok: true, config: raw as unknown as AppConfig };
}

/**
 * The boot-time warning for an HS256 profile key: it is in config.json, so whoever loads the console
 * can sign any profile with it (docs/security.md). Null for ES256.
 */
export function sharedKeyWarning(config: ProfileSignatureConfig): string | null {
  return config.alg === 'HS256'
    ? '[payment-admin] profileSignature uses HS256: the key in config.json lets anyone who loads the console sign a profile. Use ES256 with a public key (docs/security.md).'
    : null;
}
