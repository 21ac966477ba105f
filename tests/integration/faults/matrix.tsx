/**
 * The fault matrix: every screen of the registry (screens.ts) opened while every service answers with
 * one fault. Each fault kind has its own test file so the two vitest workers share the matrix.
 *
 * What a screen must show, in Thai (the default language), written out here rather than read from
 * the console's catalogue:
 * - 500, time-out, unreadable answer: the translated message naming the service, with "ลองใหม่";
 * - 403: a clear "not allowed" message, staying on the screen (no redirect, no loop);
 * - 401: the sign-in page, once, and staying there;
 * and never a blank screen, English generic text, a raw message key or an uncaught error. A create form,
 * operation or wizard that calls nothing to open (no dropdown or look-up) has nothing to fail: it must
 * then stand, empty, with no message; what it sends later is tested by its own tests.
 */
import { screen as dom, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FaultMode } from '../../../mocks/faults.ts';
import type { ServiceName } from '../../../src/config/types.ts';
import {
  openScreen,
  signedInAsAdministrator,
  startBackend,
  setServiceTimeouts,
  TEST_TIMEOUT_MS,
  TIMEOUT_FAULT_MS,
  applyMatrixTimeouts,
  WAIT_MS,
  type Backend,
} from './harness.tsx';
import { fillPath, idsFor, registryScreens, seedGetList, type Screen, type ScreenIds } from './screens.ts';

export type MatrixFault = Extract<FaultMode, '500' | '401' | '403' | 'timeout' | 'malformed'>;

const SERVICE_TH: Record<ServiceName, string> = {
  master: 'ข้อมูลหลัก',
  merchant: 'ร้านค้า',
  upload: 'อัปโหลดไฟล์',
  user: 'ผู้ใช้งาน',
  transaction: 'ธุรกรรม',
  notification: 'ประกาศและการแจ้งเตือน',
  payment: 'เพย์เมนต์เกตเวย์',
  sso: 'การเข้าสู่ระบบ',
  paymentService: 'การชำระเงิน',
  thirdPartyPayment: 'ชำระเงินผ่านผู้ให้บริการภายนอก',
  reporting: 'รายงาน',
  audit: 'บันทึกการใช้งาน',
};

/** The Thai message a fault gives for a call to `service`. */
const EXPECTED: Record<Exclude<MatrixFault, '401'>, (service: string) => string> = {
  '500': (s) => `บริการ${s}ขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง`,
  timeout: (s) => `บริการ${s}ไม่ตอบสนองภายในเวลาที่กำหนด กรุณาลองใหม่อีกครั้ง`,
  malformed: (s) => `อ่านข้อมูลที่ได้รับจากบริการ${s}ไม่ได้ กรุณาลองใหม่อีกครั้ง`,
  '403': (s) => `บทบาทของคุณไม่มีสิทธิ์ใช้งานส่วนนี้ของบริการ${s} หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ`,
};

const RETRY = 'ลองใหม่';

/** How often a wait looks again (Testing Library's default is 50 ms; most waits here end in a few). */
const POLL_MS = 10;

/** Kinds of screen that may open without any call; every other must call, and show the fault. */
const MAY_CALL_NOTHING = new Set<Screen['kind']>(['create', 'operation', 'route']);

/** The screen's first control: its form or wizard stands. */
function standing(): HTMLElement | null {
  return dom.queryAllByRole('main').flatMap((main) => within(main).queryAllByRole('button'))[0] ?? null;
}

/** Text that must never reach a Thai screen: English generic failures, raw keys, a "not found" page. */
const NEVER =
  /Internal server error|Something went wrong|Forbidden|Unauthorized|Invalid authorization|not found|ไม่พบ|pa\.(failure|engine)\.|ra\.(notification|page|message)\.|not-found page|forbidden page/i;

/** React's report of an error thrown while rendering (caught by a boundary or not). */
const RENDER_ERROR = /error occurred in|uncaught|The above error/i;

/** The ids of the records above a child's page: its parent's and every further ancestor's. */
function ancestorIdsOf(ids: ScreenIds | undefined): Record<string, unknown> {
  return { ...ids?.ancestorIds, ...(ids?.parentId !== undefined ? { parent: ids.parentId } : {}) };
}

function text(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function faultMatrix(fault: MatrixFault): void {
  applyMatrixTimeouts();
  const screens = registryScreens();
  const timeoutMs = fault === 'timeout' ? TIMEOUT_FAULT_MS : TEST_TIMEOUT_MS;

  describe(`every declared screen, every service answering ${fault}`, () => {
    let backend: Backend;
    const ids = new Map<string, Awaited<ReturnType<typeof idsFor>>>();

    beforeAll(async () => {
      setServiceTimeouts(timeoutMs);
      backend = startBackend();
      // Real ids: the first record of each list in the backend's own database (read there, not over
      // HTTP, so the services' short time-out in this matrix cannot fail the set-up on a busy machine).
      const getList = seedGetList(backend.mock.db);
      for (const s of screens) ids.set(s.template, await idsFor(s, getList));
    });
    afterEach(() => {
      backend.mock.clearFaults();
      backend.mock.db.reset();
      backend.forget();
    });
    afterAll(() => backend.mock.server.close());

    it('covers the whole registry', () => {
      expect(screens.length).toBeGreaterThan(0);
    });

    it.each(screens.map((s) => [s.title, s] as const))('%s', async (_title, s: Screen) => {
      const path = fillPath(s, ids.get(s.template) ?? {});
      const errors: string[] = [];
      // React reports a render it recovered from as its own error, with the one that threw as `cause`.
      const causeOf = (error: unknown) => {
        const cause: unknown = (error as { cause?: unknown } | null)?.cause;
        if (cause === undefined) return '';
        const stack = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
        return ` (cause: ${stack.split('\n').slice(0, 6).join(' | ')})`;
      };
      const onWindowError = (event: ErrorEvent) =>
        errors.push(String(event.error ?? event.message) + causeOf(event.error));
      window.addEventListener('error', onWindowError);
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const line = args.map(String).join(' ');
        if (RENDER_ERROR.test(line)) errors.push(line);
      });
      const locations: string[] = [];
      const stand = signedInAsAdministrator();
      backend.faultEverything(fault);
      const asked = Date.now();

      try {
        openScreen({
          path,
          auth: stand.authProvider,
          onLocation: (l) => locations.push(l.pathname),
        });

        let quiet = false;
        if (MAY_CALL_NOTHING.has(s.kind)) {
          // A create form, an operation or a wizard may call nothing to open (no dropdown, no look-up):
          // once it stands with its first control (or has gone to sign-in) for a few polls, so that a
          // call started by its first render has reached the backend, and its calls, if any, have
          // ended, it is either that quiet screen or it shows what the fault asks for.
          let polls = 0;
          await waitFor(() => {
            expect(standing() ?? dom.queryByRole('heading', { name: 'sign-in page' })).not.toBeNull();
            polls += 1;
            expect(polls).toBeGreaterThan(3);
          });
          await waitFor(() => expect(backend.pending()).toBe(0), {
            timeout: timeoutMs + WAIT_MS,
            interval: POLL_MS,
          });
          // The trail above a child's page reads each ancestor by its id for its title, and shows the
          // id when that read fails: a screen whose only calls are those reads is still a quiet one.
          const ancestors = Object.values(ancestorIdsOf(ids.get(s.template))).map((id) =>
            encodeURIComponent(String(id)),
          );
          const trailRead = (call: string) =>
            call.startsWith('GET ') && ancestors.includes(call.split('/').at(-1) ?? '');
          // A 401 on such a read ends the session like any other call's.
          quiet = fault === '401' ? backend.calls.length === 0 : backend.calls.every(trailRead);
          if (quiet && backend.calls.length > 0) {
            const trail = dom.getByRole('navigation', { name: 'ตำแหน่งของหน้านี้' });
            for (const id of ancestors) expect(text(trail)).toContain(decodeURIComponent(id));
          }
        }
        if (quiet) {
          expect(standing()).toBeVisible();
          expect(dom.queryAllByRole('alert').map(text).filter(Boolean)).toEqual([]);
        } else if (fault === '401') {
          await dom.findByRole('heading', { name: 'sign-in page' });
          expect(backend.requested.size).toBeGreaterThan(0);
          // No loop: once every call has ended, the console is still at /login and went there once.
          await waitFor(() => expect(backend.pending()).toBe(0), { interval: POLL_MS });
          expect(locations.at(-1)).toBe('/login');
          expect(locations.filter((p) => p === '/login')).toHaveLength(1);
          expect(stand.logouts()).toBe(1);
        } else {
          const expected = EXPECTED[fault];
          const messages = () => [...backend.requested].map((svc) => expected(SERVICE_TH[svc]));
          const shown = (alert: HTMLElement) => messages().some((m) => text(alert).includes(m));
          const retries = (alert: HTMLElement) =>
            within(alert).queryByRole('button', { name: RETRY }) !== null;
          {
            // The screen's message: naming a service it called, with a retry (a 403 is not retried).
            await waitFor(
              () => {
                expect(backend.requested.size).toBeGreaterThan(0);
                const main = dom.queryAllByRole('alert').filter(shown);
                expect(main.some((a) => fault === '403' || retries(a))).toBe(true);
              },
              { timeout: timeoutMs + WAIT_MS, interval: POLL_MS },
            );
            if (fault === 'timeout') expect(Date.now() - asked).toBeGreaterThanOrEqual(timeoutMs);
            await waitFor(() => expect(backend.pending()).toBe(0), { interval: POLL_MS });
            // Every other alert (a notification, a dropdown's line) says the same kind of thing.
            for (const alert of dom.getAllByRole('alert')) {
              if (text(alert) !== '') expect(shown(alert), text(alert)).toBe(true);
            }
          }
          // Still on the screen: no redirect to sign-in, /403 or /404, and nothing loops.
          expect(locations.every((p) => p === locations[0])).toBe(true);
          expect(stand.logouts()).toBe(0);
        }

        const page = text(document.body);
        expect(page, 'blank screen').not.toBe('');
        expect(page).not.toMatch(NEVER);
        expect(errors).toEqual([]);
      } finally {
        window.removeEventListener('error', onWindowError);
        consoleError.mockRestore();
      }
    });
  });
}
