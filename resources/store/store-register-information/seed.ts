/**
 * Registrations (`merchantRegisters`), each with the path it took through the follow-up flow.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import {
  ACCOUNT_BANKS,
  address,
  bankAccountNo,
  categoryId,
  email,
  formatAddress,
  mobilePhone,
  pad,
  past,
  person,
  REPORT_SPAN_DAYS,
  salesStaff,
  shopName,
  staffName,
  withCheckDigit,
} from '../../../mocks/db/generators.ts';
import type { Rng } from '../../../mocks/db/prng.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import {
  ACCOUNT_DIGITS,
  MERCHANT_CATEGORIES,
  PAYMENT_CHANNELS,
  SHOP_PLACES,
  STORE_REGISTER_STATUSES,
  STORE_REGISTER_TRANSITIONS,
} from '../../../mocks/db/thai-data.ts';
import type storeRegisterInformation from './declaration.ts';

/** One change of a registration's status: who made it, when, and why. */
export type RegisterStatusChange = {
  from: string;
  to: string;
  remark: string | null;
  changedBy: string;
  changedDate: string;
};

/** Columns whose type the seeded values alone do not give. */
interface RegistrationColumns {
  remark: string | null;
  statusHistory: RegisterStatusChange[];
}

/** A registration's history: a path through the follow-up flow that ends in `status`. */
function registerHistory(rng: Rng, status: string, createdMs: number, by: string): RegisterStatusChange[] {
  const paths: Record<string, string[]> = {
    'waiting for contact': [],
    contacted: ['contacted'],
    'not reachable': ['not reachable'],
    passed: ['contacted', 'passed'],
    failed: rng.chance(0.5) ? ['contacted', 'failed'] : ['not reachable', 'failed'],
  };
  let from = 'waiting for contact';
  let at = createdMs;
  return (paths[status] ?? []).map((to) => {
    if (!STORE_REGISTER_TRANSITIONS[from]?.includes(to)) throw new Error(`Seed flow ${from} → ${to}`);
    at += rng.int(1, 72) * 3_600_000;
    const change = { from, to, remark: null, changedBy: by, changedDate: toBangkokIso(at) };
    from = to;
    return change;
  });
}

function merchantBanks(rng: Rng, holder: string, channels: string[]) {
  return rng.subset(ACCOUNT_BANKS, 1, 2).map((bank, i) => ({
    bankCode: bank.bankCode,
    bankAccountName: holder,
    bankAccountNo: bankAccountNo(rng, ACCOUNT_DIGITS[bank.bankCode]),
    isMain: i === 0,
    channel: channels.filter((c) => bank.channels.some((bc) => bc === c)).join(', ') || 'QR',
    billerId: rng.chance(0.6) ? rng.digits(15) : null,
    isActive: true,
  }));
}

/**
 * How many registrations the seed makes: 10,000, or `PA_MOCK_REGISTRATIONS` of the mock server over
 * HTTP (100000 for the 100,000-row export benchmark, docs/performance.md); the browser's mocks and the
 * tests always make 10,000.
 */
function registrationCount(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const asked = Number(env?.PA_MOCK_REGISTRATIONS);
  return Number.isInteger(asked) && asked > 0 ? asked : 10_000;
}

export const merchantRegisters = seedTable<typeof storeRegisterInformation, RegistrationColumns>()({
  table: 'merchantRegisters',
  idField: 'storeId',
  idPrefix: 'REG',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    const sales = salesStaff(seedOf('staffUsers'));
    return Array.from({ length: registrationCount() }, (_, i) => {
      const owner = person(rng);
      const cat = rng.weighted(MERCHANT_CATEGORIES.map(([, weight], idx) => [idx, weight] as const));
      const status = rng.weighted([
        [STORE_REGISTER_STATUSES[0], 30],
        [STORE_REGISTER_STATUSES[1], 25],
        [STORE_REGISTER_STATUSES[2], 25],
        [STORE_REGISTER_STATUSES[3], 10],
        [STORE_REGISTER_STATUSES[4], 10],
      ] as const);
      const service = rng.subset(PAYMENT_CHANNELS, 1, 3);
      const addr = address(rng);
      const storeName = shopName(rng, owner.firstname);
      const created = past(rng, REPORT_SPAN_DAYS);
      const sale = status === 'waiting for contact' ? null : rng.pick(sales);
      return {
        storeId: `REG${pad(i + 1, 5)}`,
        date: toBangkokIso(created),
        name: owner.name,
        firstname: owner.firstname,
        lastname: owner.lastname,
        // Company registration number form (0105 + year + running number), valid check digit.
        // The running number has four digits: it starts again after 9,999 (in another year).
        taxId: withCheckDigit(`0105${pad(2560 + (i % 10), 4)}${pad((i % 9999) + 1, 4)}`),
        storeName,
        tel: mobilePhone(rng),
        email: email(rng, 1000 + i),
        channel: rng.pick(['เว็บไซต์', 'LINE Official', 'Facebook', 'ตัวแทนขาย', 'Call Center']),
        isContact: status !== 'waiting for contact',
        status,
        storeType: MERCHANT_CATEGORIES[cat][0],
        storeTypeId: categoryId(cat),
        merchantCategoryId: categoryId(cat),
        storeType2: rng.chance(0.2) ? rng.pick(MERCHANT_CATEGORIES)[0] : null,
        address: formatAddress(addr),
        addressDetail: addr,
        website: rng.chance(0.3) ? `https://reg${pad(i + 1, 5)}.example.co.th` : null,
        emailStore: `reg${pad(i + 1, 5)}@merchant.demo.test`,
        branch1: rng.chance(0.3) ? `สาขา${rng.pick(SHOP_PLACES)}` : null,
        branch2: rng.chance(0.1) ? `สาขา${rng.pick(SHOP_PLACES)}` : null,
        service: service.join(', '),
        banks: merchantBanks(rng, `${storeName} โดย ${owner.name}`, service),
        saleResponsibility: sale ? staffName(sale) : null,
        saleResponsibilityId: sale?.userId ?? null,
        remark: null,
        statusHistory: registerHistory(rng, status, created, sale ? staffName(sale) : 'system'),
      };
    });
  },
});

export type MerchantRegister = RowOf<typeof merchantRegisters>;
/** A bank account a registration names. */
export type MerchantBank = MerchantRegister['banks'][number];

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    merchantRegisters: MerchantRegister;
  }
}
