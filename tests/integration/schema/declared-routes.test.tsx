/**
 * A declaration's routes (src/schema/resourceRoute.tsx, `declaredResource`) when the declaration loads
 * while they render: the route suspends, then shows the screen, without React having to throw the
 * render away (error #467, then #520 for the recovered root). Rendered as the console renders, outside
 * `act`, and opened by a navigation (a transition, as the router's), so that React waits for the
 * declaration and replays the suspended route as soon as it is in.
 */
import { startTransition } from 'react';
import { waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { Admin, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entityOf, type DeclarationBody } from '../../../src/schema/entity.ts';
import { createLazyRegistry, headOf } from '../../../src/schema/lazyRegistry.ts';
import { declaredResource } from '../../../src/schema/resourceRoute.tsx';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { resources } from '../../../resources/declared.ts';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasAct: boolean | undefined;
beforeEach(() => {
  wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

let navigate: NavigateFunction | undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

describe('declared routes of a declaration that loads while they render', () => {
  it('show the screen once it is in, with no recovered render', async () => {
    const def = resources.find((r) => r.name === 'management/store-type') as ResourceDefinition;
    const recovered: unknown[] = [];
    const registry = createLazyRegistry([
      {
        ...entityOf(def),
        load: () =>
          new Promise((resolve) =>
            setTimeout(() => resolve({ default: def as unknown as DeclarationBody }), 20),
          ),
      },
    ]);
    const element = document.createElement('div');
    document.body.append(element);
    const root = createRoot(element, { onRecoverableError: (error) => recovered.push(error) });
    root.render(
      <TestMemoryRouter initialEntries={['/start']}>
        <NavigateHandle />
        <Admin dataProvider={{} as never}>{declaredResource(headOf(def), registry)}</Admin>
      </TestMemoryRouter>,
    );
    try {
      await waitFor(() => expect(navigate).toBeDefined());
      startTransition(() => void navigate?.('/management/store-type/nowhere'));
      await waitFor(() => expect(registry.screen(def.name)).toBeTruthy());
      await waitFor(() => expect(element.textContent).toMatch(/404|not found/i));
      expect(recovered).toEqual([]);
    } finally {
      root.unmount();
      element.remove();
    }
  });
});
