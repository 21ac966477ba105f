// @vitest-environment node
/**
 * The contract's page in the dev server (docs/contract.md, "Reading it"): `/dev/contract` renders the
 * committed document, escaped, and serves the file; the plugin is the dev server's only.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { CONTRACT_PAGE, contractPage, renderContractPage } from '../../../scripts/contract/devPage.ts';

type Handler = (req: { url?: string }, res: FakeResponse, next: (error?: unknown) => void) => void;

class FakeResponse extends EventEmitter {
  headers: Record<string, string> = {};
  body = '';
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  end(body: string) {
    this.body = body;
    this.emit('done');
  }
}

function mounted(): { path: string; handler: Handler } {
  const plugin = contractPage(new URL('../../../', import.meta.url).pathname);
  let found: { path: string; handler: Handler } | undefined;
  const server = { middlewares: { use: (path: string, handler: Handler) => (found = { path, handler }) } };
  (plugin.configureServer as (s: ViteDevServer) => void)(server as unknown as ViteDevServer);
  if (!found) throw new Error('no middleware');
  return found;
}

const get = (url: string) =>
  new Promise<FakeResponse>((resolve, reject) => {
    const res = new FakeResponse();
    res.on('done', () => resolve(res));
    mounted().handler({ url }, res, (error) => (error ? reject(error as Error) : resolve(res)));
  });

describe('the contract page of the dev server', () => {
  it('is a plugin of the dev server only, never of the build', () => {
    expect(contractPage('.').apply).toBe('serve');
    expect(mounted().path).toBe(CONTRACT_PAGE);
  });

  it('renders every call of the committed document, per service', async () => {
    const page = await get('/');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h2 id="master">master</h2>');
    expect(page.body).toContain('<td>/master/merchant_category/{storeTypeId}</td>');
    expect(page.body).toContain('masterApiKey');
    const file = await get('/openapi.json');
    expect((JSON.parse(file.body) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('escapes what the document says', () => {
    const html = renderContractPage({
      info: { title: '<script>alert(1)</script>' },
      paths: { '/x/<b>': { get: { tags: ['x'], summary: '"quoted" & <i>' } } },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<td>/x/&lt;b&gt;</td>');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;i&gt;');
  });
});
