/**
 * The process harness's calls carry the token of the user a render chose. Files share their worker's
 * modules (vitest.config.ts): a backend started by the next file must not inherit that user, or the
 * next file's writes go as, say, the read-only user of the last render and are refused (403).
 */
import { cleanup } from '@testing-library/react';
import { expect, it } from 'vitest';
import { USERS } from '../mocks/helpers.ts';
import { currentCaller, renderReconcile, startReconcileBackend } from './reconcileHarness.tsx';

it('starts each backend with operations staff as the caller, whoever the last render signed in', () => {
  const first = startReconcileBackend();
  renderReconcile({ as: USERS.viewer, actions: ['list', 'show'] });
  expect(currentCaller()).toBe(USERS.viewer);
  cleanup();
  first.server.close();

  const next = startReconcileBackend();
  try {
    expect(currentCaller()).toBe(USERS.ops);
  } finally {
    next.server.close();
  }
});
