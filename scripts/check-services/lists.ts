/**
 * The probes of one declared list (scripts/check-services/checks.ts): the paged envelope, the page base,
 * the date range in the declaration's rule, the fields of its first row, and the get of that row.
 */
import type { ResourceDefinition } from '../../src/schema/index.ts';
import type { ContractValidator } from '../contract/validator.ts';
import { describe, isOk, type Answer, type Credentials, type Prober } from './probe.ts';
import type { Cells } from './checks.ts';

const ENVELOPE: Record<string, string> = {
  currentPage: 'number',
  hasNext: 'boolean',
  hasPrevious: 'boolean',
  pageSize: 'number',
  totalCount: 'number',
  totalPages: 'number',
  items: 'array',
};

type Row = Record<string, unknown>;
type Envelope = { currentPage: number; totalCount: number; items: Row[] };

/** The envelope's keys that are missing or of another type; empty when it is the contract's. */
function envelopeProblems(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['not an object'];
  const obj = body as Record<string, unknown>;
  return Object.entries(ENVELOPE).flatMap(([key, type]) => {
    const value = obj[key];
    const actual = Array.isArray(value) ? 'array' : typeof value;
    return actual === type ? [] : [`${key}: ${value === undefined ? 'missing' : actual}`];
  });
}

/** The Bangkok calendar day of an ISO date-time (or a yyyy-MM-dd day). */
export function bangkokDay(value: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return new Date(time + 7 * 3600_000).toISOString().slice(0, 10);
}

const dmy = (ymd: string) => ymd.split('-').reverse().join('-');
const nextDay = (ymd: string) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** StartDate and EndDate of one day in the declaration's rule (docs/api-contract.md, "Date rules"). */
export function dayRange(def: Pick<ResourceDefinition, 'dateRule'>, day: string): [string, string] {
  return def.dateRule === 'dmy-next-day' ? [dmy(day), dmy(nextDay(day))] : [day, day];
}

export interface ListProbe {
  cells: Cells;
  prober: Prober;
  def: ResourceDefinition;
  bearer: Credentials;
  validator: ContractValidator;
  /** `#/components/schemas/<Name>` of the declaration's record. */
  recordSchema: string;
}

function fieldsCheck(probe: ListProbe, row: unknown, answer: Answer): void {
  const problems = probe.validator.checkSchema(probe.recordSchema, row);
  probe.cells.judge(
    'fields',
    problems.length === 0,
    `each field of ${probe.def.name} of its declared type`,
    problems.length ? problems.join('; ') : 'as declared',
    answer.call,
  );
}

async function pageBaseCheck(probe: ListProbe, list: string, first: Envelope): Promise<void> {
  const { cells, prober, def, bearer } = probe;
  const id = (row: Row | undefined) => (row ? String(row[def.idField]) : '(none)');
  const one = await prober.get(`${list}?PageNumber=1&PageSize=1`, bearer);
  const page = one.body as Envelope | undefined;
  const ok =
    isOk(one) &&
    page?.currentPage === 1 &&
    first.currentPage === 1 &&
    id(page.items?.[0]) === id(first.items[0]);
  cells.judge(
    'pageBase',
    ok,
    `PageNumber=1 is the first page: currentPage 1, first row ${id(first.items[0])}`,
    `${describe(one)}, currentPage ${String(page?.currentPage)}, first row ${id(page?.items?.[0])}`,
    one.call,
  );
}

async function datesCheck(probe: ListProbe, list: string, row: Row): Promise<void> {
  const { cells, prober, def, bearer } = probe;
  const field = def.mock.dateField;
  const value = field ? row[field] : undefined;
  if (!field || typeof value !== 'string' || !def.dateRule) return;
  const day = bangkokDay(value);
  if (!day) {
    cells.fail('dates', `${field} an ISO 8601 date-time`, value);
    return;
  }
  const [start, end] = dayRange(def, day);
  const answer = await prober.get(
    `${list}?PageNumber=1&PageSize=100&StartDate=${start}&EndDate=${end}`,
    bearer,
  );
  const items = ((answer.body as Envelope | undefined)?.items ?? []) as Row[];
  const outside = items.filter((r) => typeof r[field] === 'string' && bangkokDay(r[field] as string) !== day);
  const found = items.some((r) => r[def.idField] === row[def.idField]);
  const total = (answer.body as Envelope | undefined)?.totalCount ?? 0;
  cells.judge(
    'dates',
    isOk(answer) && outside.length === 0 && (found || total > items.length),
    `200 with the rows of ${day} (${def.dateRule}: StartDate=${start}, EndDate=${end})`,
    isOk(answer)
      ? `${items.length} rows, ${outside.length} of another day${found ? '' : `, without ${String(row[def.idField])}`}`
      : describe(answer),
    answer.call,
  );
}

async function getCheck(probe: ListProbe, row: Row): Promise<void> {
  const { cells, prober, def, bearer } = probe;
  const path = def.endpoints.get;
  if (!path || /\{(?!id\})/.test(path)) return;
  const id = row[def.idField];
  const answer = await prober.get(path.replace('{id}', encodeURIComponent(String(id))), bearer);
  if (!cells.credentials(answer, bearer)) return;
  const same = (answer.body as Row | undefined)?.[def.idField] === id;
  if (
    cells.judge(
      'get',
      isOk(answer) && same,
      `200, the record ${String(id)}`,
      `${describe(answer)}${same ? '' : ', another record'}`,
      answer.call,
    )
  )
    fieldsCheck(probe, answer.body, answer);
}

export async function listChecks(probe: ListProbe): Promise<void> {
  const { cells, prober, def, bearer } = probe;
  const list = def.endpoints.list as string;
  const answer = await prober.get(`${list}?PageNumber=1&PageSize=10`, bearer);
  if (!cells.credentials(answer, bearer)) return;
  const problems = isOk(answer) ? envelopeProblems(answer.body) : [describe(answer)];
  const shape = answer.notJson ? 'not JSON' : problems.join(', ');
  if (
    !cells.judge(
      'envelope',
      problems.length === 0 && !answer.notJson,
      '200 { currentPage, hasNext, hasPrevious, pageSize, totalCount, totalPages, items }',
      shape || 'the paged envelope',
      answer.call,
    )
  )
    return;
  const first = answer.body as Envelope;
  await pageBaseCheck(probe, list, first);
  const row = first.items[0];
  if (!row) return;
  fieldsCheck(probe, row, answer);
  await datesCheck(probe, list, row);
  await getCheck(probe, row);
}
