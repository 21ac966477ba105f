/**
 * Vite plugin that serves the dev identity provider at /idp on the dev server (5173) and the preview
 * server (4173), in the same process: no second server to start or stop.
 */
import type { Connect, Logger, Plugin } from 'vite';

export const IDP_PATH = '/idp';

async function mount(middlewares: Connect.Server, port: number, logger: Logger): Promise<void> {
  // Loaded on demand so `vite build` never loads oidc-provider.
  const { createIdentityProvider } = await import('./provider.ts');
  // Behind a proxy (nginx in tests/e2e/deploy.spec.ts) the browser's origin is the proxy's.
  const origin = process.env.IDP_PUBLIC_ORIGIN?.replace(/\/+$/, '') || `http://127.0.0.1:${port}`;
  const issuer = `${origin}${IDP_PATH}`;
  const { app } = createIdentityProvider({ issuer });
  middlewares.use(IDP_PATH, app);
  logger.info(`  dev identity provider: ${issuer}/.well-known/openid-configuration`);
}

export function devIdentityProvider(): Plugin {
  return {
    name: 'payment-admin:dev-identity-provider',
    apply: 'serve',
    async configureServer(server) {
      await mount(server.middlewares, server.config.server.port ?? 5173, server.config.logger);
    },
    async configurePreviewServer(server) {
      await mount(server.middlewares, server.config.preview.port ?? 4173, server.config.logger);
    },
  };
}
