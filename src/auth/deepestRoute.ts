/**
 * Which of several routes a path is in: the route itself or an ancestor of it, the deepest winning
 * (`/store/store-detail/view/1/bank-account` is in `/store/store-detail`). Pure, with no react-admin,
 * so the entry's chunk can use it (the menu catalogue, the registry's heads).
 */
export function deepestRoute<T>(
  items: readonly T[],
  routeOf: (item: T) => string,
  pathname: string,
): T | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  let best: { item: T; route: string } | undefined;
  for (const item of items) {
    const route = routeOf(item);
    const inside = path === route || path.startsWith(`${route}/`);
    if (inside && (!best || route.length > best.route.length)) best = { item, route };
  }
  return best?.item;
}
