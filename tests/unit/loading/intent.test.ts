/**
 * The intent before its planner is in (src/loading/intent.tsx): a row's view code starts at once,
 * beside the planner's load, where the role may see the view; a tab or a page's warm-up waits for the
 * planner. The planner itself is replaced here by one that only records its targets.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

const planned: unknown[] = [];
vi.mock('../../../src/loading/plan.ts', () => ({
  createIntentPlanner: () => async (target: unknown) => {
    planned.push(target);
  },
}));

const { intentPrefetcher } = await import('../../../src/loading/intent.tsx');

const store = { name: 'store/store-detail', views: ['list', 'show'] } as unknown as ResourceDefinition;

function setUp(allowed: boolean) {
  const loadView = vi.fn(async () => undefined);
  const intent = intentPrefetcher({
    registry: { load: async () => store, screen: () => undefined },
    dataProvider: {} as DataProvider,
    queryClient: {} as never,
    allowed: () => allowed,
    loadView,
  });
  return { intent, loadView };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('intentPrefetcher', () => {
  it('starts a row’s view code at once, then hands every target to the planner', async () => {
    planned.length = 0;
    const { intent, loadView } = setUp(true);
    intent({ resource: store.name, id: 'ST1' });
    await settle();
    expect(loadView).toHaveBeenCalledWith(store, 'show');
    expect(planned).toEqual([{ resource: store.name, id: 'ST1' }]);
    // Once the planner is in, it alone decides.
    intent({ resource: store.name, id: 'ST2' });
    await settle();
    expect(loadView).toHaveBeenCalledTimes(1);
    expect(planned).toHaveLength(2);
  });

  it('starts nothing itself for a tab, a warm-up, or a view the role may not see', async () => {
    const tab = setUp(true);
    tab.intent({ resource: store.name, id: 'ST1', tab: 'general' });
    tab.intent({ resource: store.name, id: 'ST1', everyTab: true });
    const refused = setUp(false);
    refused.intent({ resource: store.name, id: 'ST1' });
    await settle();
    expect(tab.loadView).not.toHaveBeenCalled();
    expect(refused.loadView).not.toHaveBeenCalled();
  });
});
