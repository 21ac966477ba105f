/** The run a reconcile detail page shows is named in its URL query (`?run=<id>`), so it can be shared. */
export const RUN_PARAM = 'run';

export function runIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get(RUN_PARAM)?.trim();
  return id ? id : null;
}

export const runSearch = (id: string) => `?${new URLSearchParams({ [RUN_PARAM]: id }).toString()}`;
