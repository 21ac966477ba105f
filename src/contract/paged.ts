/** The paged envelope every list call answers (docs/api-contract.md), and the page sizes both sides use. */
export interface PagedEnvelope<R = unknown> {
  currentPage: number;
  hasNext: boolean;
  hasPrevious: boolean;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  items: R[];
}

/** Rows per page when the caller names none: the list screens and the mock services alike. */
export const DEFAULT_PAGE_SIZE = 10;

/** The largest page the services hand out; a larger PageSize is cut to it. */
export const MAX_PAGE_SIZE = 1000;
