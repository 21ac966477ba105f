/**
 * One watch on what a page reports that a test must not see: its uncaught errors (watchPageErrors,
 * with the cause React keeps of an error it recovered from) and, when asked, the console's errors and
 * warnings (React in development reports unknown DOM props and the like there) and the answers of
 * 400 or more. Call before the page is loaded; the list fills as the page runs.
 */
import type { Page } from '@playwright/test';
import { watchPageErrors } from './index.ts';

export interface PageProblemWatch {
  /** Console errors and warnings count as problems. */
  console?: boolean;
  /** Answers with a status of 400 or more count as problems. */
  failedResponses?: boolean;
}

export async function watchPageProblems(page: Page, watch: PageProblemWatch = {}): Promise<string[]> {
  const problems = await watchPageErrors(page);
  if (watch.console) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
  }
  if (watch.failedResponses) {
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
  }
  return problems;
}
