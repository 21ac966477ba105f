/**
 * A route's view whose code has already arrived (the boot asks for the opened screen's code,
 * src/boot/routeChunks.ts) renders in the first render, without its Suspense fallback; one whose code
 * has not arrived shows the fallback, then the view.
 */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyViews, viewLoader } from '../../../src/schema/routing/lazyViews.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

function declarationWithListSlot(text: string) {
  const load = vi.fn(() => Promise.resolve({ default: () => <p>{text}</p> }));
  return { def: { name: `test/${text}`, slots: { list: load } } as unknown as ResourceDefinition, load };
}

function renderView(View: React.ComponentType) {
  return render(
    <Suspense fallback={<span>loading view</span>}>
      <View />
    </Suspense>,
  );
}

describe('route views', () => {
  it('render at once when their code has arrived, loading it once', async () => {
    const { def, load } = declarationWithListSlot('arrived list');
    await viewLoader(def, 'list')();
    renderView(lazyViews(def).list);
    expect(screen.getByText('arrived list')).toBeTruthy();
    expect(screen.queryByText('loading view')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('show the fallback first when their code has not arrived', async () => {
    const { def } = declarationWithListSlot('later list');
    renderView(lazyViews(def).list);
    expect(screen.getByText('loading view')).toBeTruthy();
    expect(await screen.findByText('later list')).toBeTruthy();
  });
});
