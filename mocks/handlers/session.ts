/**
 * Mock user service, session part (docs/api-contract.md): the signed profile and the session timeout.
 * Built from a base URL so the same handlers serve the service worker and the loopback HTTP server. The
 * caller's token is verified (mocks/auth); a profile is given only to its own user, and not to a
 * deactivated one.
 */
import { http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { DEMO_ACCOUNTS, type MockRoleMenu } from '../accounts.ts';
import { DEMO_ROLES } from '../roles.ts';
import { authenticate } from '../auth/guard.ts';
import type { TokenVerifier } from '../auth/tokens.ts';
import { signProfile, type MockSigningKey } from '../signing.ts';

export interface MockProfile {
  userId: string;
  firstname: string;
  lastname: string;
  tier: 'Admin' | 'Standard';
  role: { roleId: string; roleName: string; menus: MockRoleMenu[] };
}

export interface SessionHandlerOptions {
  userBaseUrl: string;
  /** HS256 shared key, ES256 private JWK, or the dev server's signer. */
  signing: MockSigningKey;
  getProfile?: (sub: string) => MockProfile | undefined;
  getSessionTimeoutMinutes?: () => number;
  faults?: { profileSignature?: () => 'tamper' | null };
  /** Checks bearer tokens (mocks/auth/tokens.ts). */
  verify: TokenVerifier;
  /** The user service's API key (enough for the session time-out). */
  apiKey: string;
  /** The refusal for a signed-in user who may no longer use the console (deactivated), or null. */
  refuse?: (sub: string) => Response | null;
}

const REGISTERED_PREFIX = 'reg-';
const DEFAULT_TIMEOUT_MINUTES = 30;

function emailOfRegisteredSub(sub: string): string | undefined {
  const hex = sub.slice(REGISTERED_PREFIX.length);
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/.test(hex)) return undefined;
  const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return new TextDecoder().decode(bytes);
}

/** A demo account by sub (its userId), or a self-registered account: tier Standard, no menus. */
export function demoProfile(sub: string): MockProfile | undefined {
  const account = DEMO_ACCOUNTS.find((a) => a.userId === sub);
  if (account) {
    const role = DEMO_ROLES.find((r) => r.roleId === account.roleId);
    return {
      userId: sub,
      firstname: account.firstname,
      lastname: account.lastname,
      tier: account.tier,
      role: { roleId: account.roleId, roleName: role?.roleName ?? '', menus: role?.menus ?? [] },
    };
  }
  if (!sub.startsWith(REGISTERED_PREFIX)) return undefined;
  const email = emailOfRegisteredSub(sub);
  if (email === undefined) return undefined;
  return {
    userId: sub,
    firstname: email.split('@')[0] ?? email,
    lastname: '',
    tier: 'Standard',
    role: { roleId: '', roleName: '', menus: [] },
  };
}

/** The session's handlers, and what the user service's gate starts while the call's latency runs. */
export interface SessionHandlers {
  handlers: HttpHandler[];
  /**
   * For a profile call: reads and signs the profile at once, so the answer is ready when the latency
   * is over (the signature does not wait for it: the dev server signs it, one round trip). The
   * handler then gives that answer.
   */
  prepare(request: Request): void;
}

export function sessionHandlers({
  userBaseUrl,
  signing,
  getProfile = demoProfile,
  getSessionTimeoutMinutes = () => DEFAULT_TIMEOUT_MINUTES,
  faults = {},
  verify,
  apiKey,
  refuse = () => null,
}: SessionHandlerOptions): SessionHandlers {
  const base = userBaseUrl.replace(/\/+$/, '');
  const profilePath = `${base}/:userId`;

  async function profileAnswer(request: Request, userId: string): Promise<Response> {
    const credentials = await authenticate(request, apiKey, verify);
    if (credentials instanceof Response) return credentials;
    if (credentials.kind !== 'bearer') {
      return HttpResponse.json(
        { message: 'Sign-in required: the API key alone does not allow this call' },
        { status: 401 },
      );
    }
    if (credentials.sub !== userId) {
      return HttpResponse.json({ message: 'A profile can be read only by its own user' }, { status: 403 });
    }
    const refusal = refuse(credentials.sub);
    if (refusal) return refusal;
    const timestamp = request.headers.get('timestamp');
    const nonce = request.headers.get('nonce');
    if (!timestamp || !nonce) {
      return HttpResponse.json({ message: 'timestamp and nonce headers are required' }, { status: 400 });
    }
    const profile = getProfile(userId);
    if (!profile) return HttpResponse.json({ message: 'User not found' }, { status: 404 });

    const body = JSON.stringify(profile);
    const signedBody = faults.profileSignature?.() === 'tamper' ? `${body} ` : body;
    let signature: string;
    try {
      signature = await signProfile(signing, signedBody, timestamp, nonce, request);
    } catch {
      return HttpResponse.json({ message: 'Profile signing unavailable' }, { status: 503 });
    }
    return new HttpResponse(body, {
      status: 200,
      headers: {
        'content-type': 'application/json',
        'x-signature': signature,
        'access-control-expose-headers': 'x-signature',
      },
    });
  }

  // The answers started during a call's latency (prepare), by call.
  const prepared = new WeakMap<Request, Promise<Response>>();

  return {
    handlers: [
      // Listed first: `/:userId` below matches one segment only, but the order keeps the intent plain.
      http.get(`${base}/api/v1/user-config/user-config/get-session-timeout`, async ({ request }) => {
        const credentials = await authenticate(request, apiKey, verify);
        if (credentials instanceof Response) return credentials;
        return HttpResponse.json({ data: { value: getSessionTimeoutMinutes() } });
      }),

      http.get<{ userId: string }>(
        profilePath,
        ({ request, params }) => prepared.get(request) ?? profileAnswer(request, params.userId),
      ),
    ],
    prepare(request) {
      if (request.method !== 'GET') return;
      const url = new URL(request.url);
      const match = matchRequestUrl(url, profilePath, url.origin);
      const userId = match.matches ? match.params?.userId : undefined;
      if (typeof userId !== 'string') return;
      const answer = profileAnswer(request, userId);
      // Taken by the handler, or not at all (an earlier handler answered): never unhandled.
      answer.catch(() => undefined);
      prepared.set(request, answer);
    },
  };
}
