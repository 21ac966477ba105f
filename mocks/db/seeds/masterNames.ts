/**
 * Names of master values for the seed columns the services' answers really carry beside a code (a QR
 * transaction's `bankName`, an MDR's banks' `bankName`, docs/api-contract.md). They are read from the
 * rows the master list itself answers from (the banks' table: mocks/handlers/master.ts), never typed
 * into a seed. A table whose declaration has a master field keeps the code only: its name comes from
 * the list when the screen shows it and when the mock answers a search or a sort
 * (docs/mock-backend.md, "Seed").
 */
import type { SeedContext } from './define.ts';

/**
 * The Thai name of a bank by its code, as the bank list names it (`name`).
 * @example
 * rows: ({ rng, seedOf }) => {
 *   const bankName = bankNames(seedOf);
 *   return … ({ bankCode: '004', bankName: bankName('004') }); // 'ธนาคารกสิกรไทย'
 * }
 */
export function bankNames(seedOf: SeedContext['seedOf']): (bankCode: string) => string {
  const names = new Map(seedOf('banks').map((bank) => [bank.bankCode, bank.bankName]));
  return (bankCode) => {
    const name = names.get(bankCode);
    if (name === undefined) throw new Error(`No bank ${bankCode} in the bank list's rows`);
    return name;
  };
}
