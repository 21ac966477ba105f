/**
 * What the report routes share (docs/api-contract.md, "Exports"): an export route over an entity's
 * rows filtered as its list is (zip, xlsx or csv; a failure answers plain text), and a list answered
 * with the totals of all its filtered rows. The reports' own columns and specs are in their folders
 * (resources/<area>/<entity>/mock.ts).
 */
import { parseDmy, parseYmd, toBangkokIso } from '../db/dates.ts';
import type { MockRecord } from '../db/index.ts';
import { listResponse, type EntitySpec } from './entities.ts';
import { exportFailure, fileResponse, MIME, toCsv, toXlsx, toZip, type Column } from './files.ts';
import { filterAndSort, type ListSpec } from './query.ts';
import { errorResponse, json, MockHttpError, readJsonObject } from './respond.ts';
import type { Route, RouteContext } from './router.ts';

/** A column that shows one field of the row as it is. */
export const field =
  (name: string) =>
  (row: Record<string, unknown>): string | number | boolean | null =>
    (row[name] as string | number | boolean | null | undefined) ?? null;

/** Export time stamp: yyyyMMdd_HHmmss, Bangkok time. */
export function exportStamp(ms = Date.now()): string {
  const iso = toBangkokIso(ms);
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`;
}

function exportRows(ctx: RouteContext, spec: EntitySpec, params: URLSearchParams): MockRecord[] {
  const all = ctx.db.table(spec.table).list() as readonly MockRecord[];
  const rows = spec.scope ? all.filter(spec.scope) : all;
  return filterAndSort(rows, params, spec as ListSpec).rows;
}

type ExportKind = 'zip' | 'xlsx' | 'csv';

interface ExportOptions {
  /** Both dates required, at most this many days apart. */
  maxDays?: number;
  /** Who may call it, when the method alone would name another action (a POST export is an export). */
  access?: Route['access'];
}

const STAMP = /^\d{8}_\d{6}$/;

function dayOf(text: string, rule: EntitySpec['dateRule']): string | null {
  return rule === 'dmy-next-day' ? parseDmy(text) : parseYmd(text);
}

/**
 * The filters of an export: the list's query string, plus a JSON body for POST (the transfer-return
 * export posts `{ size, timestamp }` with its filters). `size` caps the rows, `timestamp` names the file.
 */
async function exportParams(
  ctx: RouteContext,
): Promise<{ params: URLSearchParams; size?: number; stamp?: string }> {
  const params = new URLSearchParams(ctx.url.searchParams);
  if (ctx.request.method === 'POST') {
    const body = await readJsonObject(ctx.request);
    for (const [k, v] of Object.entries(body)) {
      if (v !== null && v !== undefined && v !== '' && typeof v !== 'object') params.set(k, String(v));
    }
  }
  const rawSize = params.get('size');
  const rawStamp = params.get('timestamp');
  params.delete('size');
  params.delete('timestamp');
  let size: number | undefined;
  if (rawSize !== null && rawSize !== '') {
    size = Number(rawSize);
    if (!Number.isInteger(size) || size < 1)
      throw new MockHttpError(400, 'size must be a whole number above 0');
  }
  if (rawStamp && !STAMP.test(rawStamp)) throw new MockHttpError(400, 'timestamp must be yyyyMMdd_HHmmss');
  return { params, size, stamp: rawStamp ?? undefined };
}

export function exportRoute(
  service: Route['service'],
  path: string,
  spec: EntitySpec,
  columns: Column[],
  kind: ExportKind,
  baseName: (stamp: string) => string,
  opts: ExportOptions = {},
  method: Route['method'] = 'GET',
): Route {
  return {
    service,
    method,
    path,
    ...(opts.access ? { access: opts.access } : {}),
    resolve: async (ctx) => {
      try {
        const { params, size, stamp: given } = await exportParams(ctx);
        if (opts.maxDays) {
          const start = params.get('StartDate');
          const end = params.get('EndDate');
          if (!start || !end)
            return exportFailure(
              400,
              `Choose a start and an end date (at most ${opts.maxDays} days) before exporting`,
            );
          const from = dayOf(start, spec.dateRule);
          const to = dayOf(end, spec.dateRule);
          if (from && to && (Date.parse(to) - Date.parse(from)) / 86_400_000 > opts.maxDays)
            return exportFailure(
              400,
              `An export covers at most ${opts.maxDays} days; choose a shorter range`,
            );
        }
        let rows = exportRows(ctx, spec, params);
        if (size !== undefined) rows = rows.slice(0, size);
        const stamp = given ?? exportStamp();
        const name = baseName(stamp);
        if (kind === 'csv') return fileResponse(toCsv(rows, columns), `${name}.csv`, MIME.csv);
        const workbook = await toXlsx(rows, columns, spec.label);
        if (kind === 'xlsx') return fileResponse(workbook, `${name}.xlsx`, MIME.xlsx);
        return fileResponse(await toZip([{ name: `${name}.xlsx`, data: workbook }]), `${name}.zip`, MIME.zip);
      } catch (error) {
        // A failed export answers plain text: the console shows a non-OK answer's text as it is.
        const response = errorResponse(error);
        const body = (await response.json()) as { message?: string };
        return exportFailure(response.status, body.message ?? 'Export failed');
      }
    },
  };
}

function sumSatang(rows: readonly MockRecord[], field: string): number {
  let total = 0;
  for (const r of rows) total += Math.round(Number(r[field] ?? 0) * 100);
  return total;
}

/** A list with the totals of its filtered rows (not only the page), exact to the satang. */
export function listWithTotals(spec: EntitySpec, fields: readonly string[]): Route['resolve'] {
  return (ctx) => {
    const all = ctx.db.table(spec.table).list() as readonly MockRecord[];
    const { rows } = filterAndSort(all, ctx.url.searchParams, spec as ListSpec);
    const response = listResponse(all, ctx, spec);
    return response.json().then((envelope: Record<string, unknown>) => {
      const totals = Object.fromEntries(fields.map((f) => [f, sumSatang(rows, f) / 100]));
      const headers: Record<string, string> = {};
      response.headers.forEach((v, k) => {
        if (k !== 'content-length') headers[k] = v;
      });
      return json({ ...envelope, totals }, 200, headers);
    });
  };
}
