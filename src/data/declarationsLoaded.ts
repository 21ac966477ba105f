/**
 * Data calls for declarations that load on demand (src/schema/lazyRegistry.ts): every method of the
 * data provider takes the resource name first, and a call naming a resource whose declaration has not
 * loaded waits for it once. A call for a loaded one goes straight through, with no extra step.
 */
export interface DeclarationGate {
  /** The declaration is at hand. */
  ready(resource: string): boolean;
  /** Loads it (a name that is no declaration resolves too; the provider then says it is unknown). */
  load(resource: string): Promise<unknown>;
}

type Method = (resource: string, ...rest: unknown[]) => unknown;

export function withDeclarationsLoaded<P extends object>(provider: P, gate: DeclarationGate): P {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(provider)) {
    if (typeof value !== 'function') {
      wrapped[key] = value;
      continue;
    }
    const method = value as Method;
    wrapped[key] = (resource: string, ...rest: unknown[]) =>
      typeof resource !== 'string' || gate.ready(resource)
        ? method(resource, ...rest)
        : gate.load(resource).then(() => method(resource, ...rest));
  }
  return wrapped as P;
}
