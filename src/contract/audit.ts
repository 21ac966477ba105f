/**
 * What the console and the mock backend share about the audit service (docs/api-contract.md, "audit"):
 * an event's kind and the identity of the record it changed, which is the record's own (its entity
 * and id), whichever screen or call wrote it.
 */

/** What every record may undergo; any other kind is the `name` of the declared action that made it. */
export const RECORD_KINDS = ['create', 'edit', 'delete', 'toggle'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** What makes a declaration's records one entity: the service that keeps them and where it keeps them. */
export interface EntityOwner {
  service: string;
  mock: { table: string };
}

/**
 * The entity key of a declaration's records, `<service>/<table>` (`merchant/branches`): two screens
 * over the same records (a store's Branches tab and the branch's own page) share it, so a record's
 * History reads what either wrote.
 */
export const auditEntity = (owner: EntityOwner): string => `${owner.service}/${owner.mock.table}`;
