/**
 * Loads oidc-provider without its import-time "Unsupported runtime" warning: version 9 asks for Node 22
 * but runs correctly on the Node 20 these machines have (README.md).
 */
import type * as OidcProvider from 'oidc-provider';

async function loadQuietly(): Promise<typeof OidcProvider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

const oidc = await loadQuietly();

export const Provider = oidc.Provider;
export const errors = oidc.errors;
