// @vitest-environment node
/**
 * Names, not codes, in the seeds (docs/mock-backend.md, "Seed"): a table whose declaration has a bank
 * field of the bank list keeps the bank's code only, its name coming from the list; a table whose
 * service answers with a bank's name beside its code (QR transactions, AR/PR, MDR, reconcile runs,
 * funding transfers) has the bank list's name for that code, taken from the list's rows
 * (mocks/db/seeds/masterNames.ts), never one of its own. Each check is first run on a broken input.
 */
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../mocks/db/index.ts';
import type { SeedContext } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import { resources } from '../../../resources/declared.ts';
import type { FieldDeclaration, ResourceDefinition } from '../../../src/schema/index.ts';

const db = createMockDb();
/** The bank list's (Thai) name of each code, from the rows the list answers from. */
const listNames = new Map(
  db
    .table('banks')
    .list()
    .map((bank) => [bank.bankCode, bank.bankName]),
);
const bankName = (code: string) => listNames.get(code);

type Row = Record<string, unknown>;

/** Where a declaration keeps a bank code of the bank list: a top-level field, or an item's. */
interface BankField {
  def: ResourceDefinition;
  /** The embedded list holding it, if it is an item's. */
  list?: string;
  source: string;
}

function isBankField(field: FieldDeclaration): boolean {
  return field.type === 'master' && field.list === 'bank';
}

function bankFields(defs: readonly ResourceDefinition[]): BankField[] {
  return defs.flatMap((def) =>
    def.fields.flatMap((field): BankField[] => {
      if (isBankField(field)) return [{ def, source: field.source }];
      if (field.type !== 'embeddedList') return [];
      return field.fields
        .filter(isBankField)
        .map((item) => ({ def, list: field.source, source: item.source }));
    }),
  );
}

/** The rows (or items) of a table that hold a bank's code and a copy of a name beside it. */
function copiedNames(rows: readonly Row[], { list, source }: Pick<BankField, 'list' | 'source'>): Row[] {
  const holders = list ? rows.flatMap((row) => (Array.isArray(row[list]) ? (row[list] as Row[]) : [])) : rows;
  return holders.filter((holder) => typeof holder[source] === 'string' && 'bankName' in holder);
}

/** Rows whose name column is not the bank list's name of their code column. */
function misnamed(rows: readonly Row[], code: string, name: string): Row[] {
  return rows.filter((row) => row[name] !== bankName(String(row[code])));
}

const rowsOf = (table: string) => db.tableByName(table)?.list() ?? [];

describe('a seed with a bank field of the bank list', () => {
  it('catches a copied name, and takes the name from the bank list', () => {
    expect(
      copiedNames([{ bankCode: '004', bankName: 'ธนาคารกสิกรไทย' }], { source: 'bankCode' }),
    ).toHaveLength(1);
    expect(
      copiedNames([{ banks: [{ bankCode: '004', bankName: 'x' }] }], { list: 'banks', source: 'bankCode' }),
    ).toHaveLength(1);
    expect(bankName('004')).toBe('ธนาคารกสิกรไทย');
  });

  it("reads a name from the bank list's rows, and refuses a code the list does not have", () => {
    const banks = [{ ...db.table('banks').get('004')!, bankName: 'ชื่อในรายการ' }];
    const seedOf = ((name: string) => (name === 'banks' ? banks : [])) as SeedContext['seedOf'];
    expect(bankNames(seedOf)('004')).toBe('ชื่อในรายการ');
    expect(() => bankNames(seedOf)('014')).toThrow(/No bank 014/);
  });

  it('keeps the code only: the name is the list’s, when shown and when searched', () => {
    const fields = bankFields(resources);
    // The store's bank accounts and a registration's banks are among them.
    expect(fields.map(({ def, list }) => `${def.name}${list ? `.${list}` : ''}`)).toEqual(
      expect.arrayContaining(['store/bank-account', 'store/store-register-information.banks']),
    );
    for (const field of fields) {
      const rows = rowsOf(field.def.mock.table);
      expect(rows.length, field.def.mock.table).toBeGreaterThan(0);
      expect(copiedNames(rows, field), `${field.def.name} ${field.list ?? ''}`).toEqual([]);
    }
  });
});

describe("a seed whose service answers a bank's name beside its code", () => {
  it('catches a name of its own', () => {
    expect(misnamed([{ bankCode: '004', bankName: 'Kasikorn' }], 'bankCode', 'bankName')).toHaveLength(1);
    expect(misnamed([{ bankCode: '004', bankName: 'ธนาคารกสิกรไทย' }], 'bankCode', 'bankName')).toEqual([]);
  });

  it('has the bank list’s name of that code', () => {
    expect(misnamed(rowsOf('qrTransactions'), 'bankCode', 'bankName')).toEqual([]);
    expect(misnamed(rowsOf('settingMdr'), 'bankCode', 'bankName')).toEqual([]);
    expect(misnamed(rowsOf('reconcileProcesses'), 'bankIssuer', 'bankName')).toEqual([]);
    const mdrBanks = rowsOf('mdr').flatMap((row) => (row as { banks: Row[] }).banks);
    expect(mdrBanks.length).toBeGreaterThan(0);
    expect(misnamed(mdrBanks, 'bankCode', 'bankName')).toEqual([]);
  });

  it("names a store's main account's bank in AR/PR and funding transfers by the list's name", () => {
    const main = new Map(
      rowsOf('bankAccounts')
        .filter((account) => account.isMain === true)
        .map((account) => [account.storeId, String(account.bankCode)]),
    );
    const arPr = rowsOf('arPr');
    expect(arPr.length).toBeGreaterThan(0);
    expect(arPr.filter((row) => row.bankName !== bankName(main.get(row.storeId) ?? ''))).toEqual([]);
    const transfers = rowsOf('fundingTransfers').filter((row) => main.has(row.storeId));
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.filter((row) => row.payeeBank !== bankName(main.get(row.storeId) ?? ''))).toEqual([]);
  });
});
