/**
 * In-memory storage for oidc-provider's models. The bundled memory adapter works too, but it prints a
 * production warning on every dev start; this one is explicit about being a per-process dev store.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/** Models whose records belong to a grant and must go when the grant is revoked. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode']);

export function createMemoryAdapterFactory(): (model: string) => Adapter {
  const records = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  function live(key: string | undefined): AdapterPayload | undefined {
    if (key === undefined) return undefined;
    const entry = records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      records.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  let writes = 0;
  /** Drops expired records now and then, so a long dev session does not keep every old token. */
  function sweep(): void {
    writes += 1;
    if (writes % 500 !== 0) return;
    const now = Date.now();
    for (const [key, entry] of records) if (entry.expiresAt <= now) records.delete(key);
  }

  return (model) => {
    const keyOf = (id: string): string => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        const key = keyOf(id);
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        records.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) byUid.set(payload.uid, id);
        if (payload.userCode) byUserCode.set(payload.userCode, id);
        if (GRANTABLE.has(model) && payload.grantId) {
          const members = byGrant.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          byGrant.set(payload.grantId, members);
        }
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        const id = byUid.get(uid);
        return id === undefined ? undefined : live(keyOf(id));
      },
      async findByUserCode(userCode) {
        const id = byUserCode.get(userCode);
        return id === undefined ? undefined : live(keyOf(id));
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        const key = keyOf(id);
        const payload = records.get(key)?.payload;
        records.delete(key);
        if (payload?.uid && byUid.get(payload.uid) === id) byUid.delete(payload.uid);
        if (payload?.userCode && byUserCode.get(payload.userCode) === id) byUserCode.delete(payload.userCode);
        if (payload?.grantId) byGrant.get(payload.grantId)?.delete(key);
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) records.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
}
