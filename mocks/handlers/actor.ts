/**
 * Who is calling: the staff member behind a request, for "approved by" / "changed by". Taken only from
 * the `user` the auth guard put on the route context (the verified bearer token's `sub`), so no header
 * or body field can name someone else. The role check is the guard's (the route's `access`,
 * mocks/auth/access.ts); a call made with the API key alone names nobody and is recorded as by `staff`.
 */
import type { MockDb, TableRecords } from '../db/index.ts';

/** The signed-in staff member the guard verified: the `sub` of the bearer token. */
export interface CallerIdentity {
  userId: string;
}

export interface Actor {
  userId: string | null;
  /** Full name as shown in "approved by". */
  name: string;
  staff?: TableRecords['staffUsers'];
}

export function actorOf(ctx: { user: CallerIdentity | null; db: MockDb }): Actor {
  const userId = ctx.user?.userId;
  if (!userId) return { userId: null, name: 'staff' };
  const staff = ctx.db.table('staffUsers').get(userId);
  return staff ? { userId, name: `${staff.firstname} ${staff.lastname}`, staff } : { userId, name: userId };
}
