/**
 * The runtime configuration's surface for the mock backend (docs/architecture.md, "Which module may
 * import which"): the types of config.json that mocks/ builds its services and base URLs from. Types
 * only: the loader, the validator and the React context (./load.ts, ./validate.ts, ./context.tsx) stay
 * the console's, so this entry brings no code into node or the page's mock chunk. The service names are
 * the contract's (src/contract/services.ts).
 */
export type { AppConfig, ServiceConfig } from './types.ts';
