/**
 * Runs before the tests (Playwright project "sign-in"): each demo account signs in once through the
 * real provider, and its stored user is kept for `openSignedIn` (support/storedSession.ts).
 */
import { keepSession } from './support/storedSession.ts';
import { DEMO, signIn, test } from './support/index.ts';

for (const account of Object.values(DEMO)) {
  test(`${account} signs in for the run`, async ({ page }) => {
    await signIn(page, account);
    await keepSession(page, account);
  });
}
