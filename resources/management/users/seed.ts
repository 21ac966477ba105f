/**
 * Staff users: the demo accounts (mocks/accounts.ts) first, then the employee list.
 */
import { DEMO_ACCOUNTS } from '../../../mocks/accounts.ts';
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { mobilePhone, pad, past, person } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import type users from './declaration.ts';

export const staffUsers = seedTable<typeof users>()({
  table: 'staffUsers',
  idField: 'userId',
  idPrefix: 'u-',
  idWidth: 4,
  rows: ({ rng, seedOf }) => {
    const roles = seedOf('roles');
    const roleName = (roleId: string) => roles.find((r) => r.roleId === roleId)?.roleName ?? roleId;
    const demo = DEMO_ACCOUNTS.map((a) => ({
      userId: a.userId,
      email: a.email,
      firstname: a.firstname,
      lastname: a.lastname,
      tel: mobilePhone(rng),
      roleId: a.roleId,
      roleName: roleName(a.roleId),
      isActive: true,
      twoFactorEnabled: true,
      createdDate: toBangkokIso(past(rng)),
      lastLogin: toBangkokIso(past(rng, 7)),
    }));
    const others = Array.from({ length: 60 - demo.length }, (_, i) => {
      const p = person(rng);
      const roleId = rng.weighted(roles.map((r) => [r.roleId, r.roleId === 'role-admin' ? 1 : 4] as const));
      return {
        userId: `u-${pad(demo.length + i + 1, 4)}`,
        email: `staff${pad(demo.length + i + 1, 4)}@demo.test`,
        firstname: p.firstname,
        lastname: p.lastname,
        tel: mobilePhone(rng),
        roleId,
        roleName: roleName(roleId),
        isActive: rng.chance(0.9),
        twoFactorEnabled: rng.chance(0.7),
        createdDate: toBangkokIso(past(rng)),
        lastLogin: rng.chance(0.85) ? toBangkokIso(past(rng, 30)) : null,
      };
    });
    return [...demo, ...others];
  },
});

export type StaffUser = RowOf<typeof staffUsers>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    staffUsers: StaffUser;
  }
}
