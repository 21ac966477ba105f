/**
 * The services contract as a page of the dev server (docs/contract.md): `/dev/contract` renders
 * docs/contract/openapi.json as it is on disk — per service, each call with its parameters, answers and
 * credentials — and `/dev/contract/openapi.json` serves the file. A serve-only plugin: the production
 * build never has it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export const CONTRACT_PAGE = '/dev/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

type Doc = {
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Record<string, unknown>>>;
};

const refName = (value: unknown): string => {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? (ref.split('/').pop() ?? ref) : '';
};

/** One row per call: method, path, what it is, its parameters, answers and credentials. */
export function renderContractPage(doc: Doc): string {
  const rows = new Map<string, string[]>();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? ['other'])[0];
      const params = ((op.parameters as unknown[] | undefined) ?? [])
        .map((param) => refName(param) || String((param as { name?: unknown }).name ?? ''))
        .join(', ');
      const answers = Object.keys((op.responses as Record<string, unknown> | undefined) ?? {}).join(' ');
      const security = ((op.security as Record<string, unknown>[] | undefined) ?? [])
        .flatMap(Object.keys)
        .join(' or ');
      const cells = [method.toUpperCase(), p, String(op.summary ?? ''), params, answers, security];
      const list = rows.get(tag) ?? [];
      list.push(`<tr>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`);
      rows.set(tag, list);
    }
  }
  const sections = [...rows.entries()]
    .map(
      ([tag, list]) =>
        `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th>method</th><th>path</th>` +
        `<th>call</th><th>parameters</th><th>answers</th><th>credentials</th></tr></thead><tbody>${list.join('')}</tbody></table>`,
    )
    .join('\n');
  const title = escapeHtml(`${doc.info?.title ?? 'contract'} ${doc.info?.version ?? ''}`.trim());
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f3f3f3}td:nth-child(2){font-family:monospace}</style>
</head><body><h1>${title}</h1><p>${escapeHtml(doc.info?.description ?? '')}</p>
<p><a href="${CONTRACT_PAGE}/openapi.json">openapi.json</a></p>${sections}</body></html>`;
}

/** The dev server's `/dev/contract` (docs/contract.md). */
export function contractPage(root: string): Plugin {
  const file = path.join(root, 'docs/contract/openapi.json');
  return {
    name: 'payment-admin:contract-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(CONTRACT_PAGE, (req, res, next) => {
        const raw = (req.url ?? '/').split('?')[0];
        if (raw !== '/' && raw !== '' && raw !== '/openapi.json') return next();
        readFile(file, 'utf8').then(
          (text) => {
            const json = raw === '/openapi.json';
            res.setHeader('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8');
            res.end(json ? text : renderContractPage(JSON.parse(text) as Doc));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
