/**
 * The signed staff profile (docs/api-contract.md): user-info names the subject, the user service answers
 * the profile, and its exact text must carry a valid signature before anything in it is read.
 */
import { isRecord } from '../contract/isRecord.ts';
import { resolveUrl } from '../config/load.ts';
import type { AppConfig, ProfileSignatureConfig } from '../config/types.ts';
import type { ProfileMenu } from './permissions.ts';
import { createNonce, unixSeconds, verifyProfileSignature } from './signature.ts';
import type { SignOutReason } from './signOutReason.ts';

export interface StaffProfile {
  userId: string;
  firstname: string;
  lastname: string;
  role: { roleId: string; roleName: string; menus: ProfileMenu[] };
}

/** A session check that failed, with the reason /login shows. */
export class SessionFailure extends Error {
  readonly reason: SignOutReason;
  /** The call never got an answer (network, or cancelled as the page was left): worth one more try. */
  readonly unanswered: boolean;
  constructor(reason: SignOutReason, unanswered = false) {
    super(reason);
    this.reason = reason;
    this.unanswered = unanswered;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const idText = (value: unknown): string | null =>
  isString(value) && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const nameText = (value: unknown): string => (isString(value) ? value : '');

/** The profile, or null when the shape is wrong. Malformed menu entries grant nothing. */
export function parseProfile(raw: unknown): StaffProfile | null {
  if (!isRecord(raw)) return null;
  const { userId, firstname, lastname, role } = raw;
  const id = idText(userId);
  if (id === null || !isRecord(role)) return null;
  const { roleId, roleName, menus } = role;
  if (!Array.isArray(menus)) return null;
  const menuList = menus.flatMap((m: unknown): ProfileMenu[] => {
    if (!isRecord(m)) return [];
    const { menuName, actions } = m;
    return isString(menuName) && isString(actions) ? [{ menuName, actions }] : [];
  });
  return {
    userId: id,
    firstname: nameText(firstname),
    lastname: nameText(lastname),
    role: { roleId: idText(roleId) ?? '', roleName: nameText(roleName), menus: menuList },
  };
}

export interface ProfileSource {
  fetch: typeof fetch;
  now: () => number;
  ssoBase: string;
  userBase: string;
  signature: ProfileSignatureConfig;
}

/** A session check started before the auth provider exists (src/boot/earlyStart.ts). */
export interface EarlySessionCheck {
  /** The stored user it is for: the auth provider's session key (subject, else the token). */
  key: string;
  accessToken: string;
  profile: Promise<StaffProfile>;
}

/** Where the session check asks, from the runtime config. */
export function profileSourceFor(
  config: Pick<AppConfig, 'services' | 'profileSignature'>,
  { fetch, now, origin }: { fetch: typeof globalThis.fetch; now: () => number; origin?: string },
): ProfileSource {
  return {
    fetch,
    now,
    ssoBase: resolveUrl(config.services.sso.baseUrl, origin),
    userBase: resolveUrl(config.services.user.baseUrl, origin),
    signature: config.profileSignature,
  };
}

/** The session check: user-info names the subject, then that subject's signed profile, verified. */
export async function loadVerifiedProfile(source: ProfileSource, accessToken: string): Promise<StaffProfile> {
  const sub = await fetchSubject(source, accessToken);
  return fetchProfile(source, accessToken, sub);
}

export async function fetchSubject(source: ProfileSource, accessToken: string): Promise<string> {
  let response: Response;
  try {
    // No body at all: an empty string body is sent as text/plain, which providers refuse.
    response = await source.fetch(`${source.ssoBase}/connect/userinfo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
  } catch {
    throw new SessionFailure('userinfo', true);
  }
  if (!response.ok) throw new SessionFailure('userinfo');
  const claims: unknown = await response.json().catch(() => null);
  const sub = isRecord(claims) ? claims.sub : undefined;
  if (!isString(sub) || sub === '') throw new SessionFailure('userinfo');
  return sub;
}

export async function fetchProfile(
  source: ProfileSource,
  accessToken: string,
  sub: string,
): Promise<StaffProfile> {
  const timestamp = String(unixSeconds(source.now()));
  const nonce = createNonce();
  let response: Response;
  let bodyText: string;
  try {
    response = await source.fetch(`${source.userBase}/${encodeURIComponent(sub)}`, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', timestamp, nonce },
    });
    bodyText = await response.text();
  } catch {
    throw new SessionFailure('profile', true);
  }
  if (!response.ok) throw new SessionFailure('profile');
  const signature = response.headers.get('x-signature');
  // The exact text is verified before anything in it is read.
  if (!(await verifyProfileSignature(source.signature, bodyText, timestamp, nonce, signature))) {
    throw new SessionFailure('signature');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(bodyText);
  } catch {
    throw new SessionFailure('profile');
  }
  const profile = parseProfile(raw);
  // A signed profile of someone else is still not this user's profile.
  if (!profile || profile.userId !== sub) throw new SessionFailure('profile');
  return profile;
}
