// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_EVENTS,
  createIdleTimer,
  DEFAULT_IDLE_TIMEOUT_MS,
  IDLE_ACTIVITY_KEY,
  idleTimeoutMs,
  type IdleTimer,
} from '../../../src/auth/idle.ts';

const MINUTE = 60_000;
let timers: IdleTimer[] = [];
let channelSeq = 0;

function start(options: Parameters<typeof createIdleTimer>[0]): IdleTimer {
  const timer = createIdleTimer(options);
  timers.push(timer);
  return timer;
}

/** BroadcastChannel delivers on a later turn of the real event loop, which fake timers do not drive. */
async function deliver(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  channelSeq += 1;
});

afterEach(() => {
  for (const t of timers) t.stop();
  timers = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('idleTimeoutMs', () => {
  it('turns configured minutes into milliseconds', () => {
    expect(idleTimeoutMs(15)).toBe(900_000);
    expect(idleTimeoutMs('45')).toBe(2_700_000);
  });

  it.each([[undefined], [null], [0], [-5], [Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], [''], [{}]])(
    'uses 30 minutes for %s',
    (value) => {
      expect(idleTimeoutMs(value)).toBe(1_800_000);
    },
  );
});

describe('createIdleTimer', () => {
  it('expires once after the timeout without activity', () => {
    const onExpire = vi.fn();
    start({ timeoutMs: 5 * MINUTE, onExpire, target: new EventTarget(), channelName: `idle-${channelSeq}` });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('restarts on %s', (type) => {
    const onExpire = vi.fn();
    const target = new EventTarget();
    start({ timeoutMs: 5 * MINUTE, onExpire, target, channelName: `idle-${channelSeq}` });
    vi.advanceTimersByTime(4 * MINUTE);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(4 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('is not restarted by events that are not user activity', () => {
    const onExpire = vi.fn();
    const target = new EventTarget();
    start({ timeoutMs: 5 * MINUTE, onExpire, target, channelName: `idle-${channelSeq}` });
    vi.advanceTimersByTime(4 * MINUTE);
    target.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('listens on window by default', () => {
    const onExpire = vi.fn();
    start({ timeoutMs: MINUTE, onExpire, channelName: `idle-${channelSeq}` });
    vi.advanceTimersByTime(MINUTE - 10);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(MINUTE - 10);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('uses 30 minutes when the configured timeout is unusable', () => {
    const onExpire = vi.fn();
    start({
      timeoutMs: idleTimeoutMs(undefined),
      onExpire,
      target: new EventTarget(),
      channelName: `idle-${channelSeq}`,
    });
    vi.advanceTimersByTime(DEFAULT_IDLE_TIMEOUT_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    start({
      timeoutMs: Number.NaN,
      onExpire: second,
      target: new EventTarget(),
      channelName: `idle-${channelSeq}b`,
    });
    vi.advanceTimersByTime(DEFAULT_IDLE_TIMEOUT_MS);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops listening and never fires after stop()', () => {
    const onExpire = vi.fn();
    const timer = start({
      timeoutMs: MINUTE,
      onExpire,
      target: new EventTarget(),
      channelName: `idle-${channelSeq}`,
    });
    timer.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('restarts the timer of every tab on activity in one (BroadcastChannel)', async () => {
    const name = `idle-${channelSeq}`;
    const tabA = new EventTarget();
    const tabB = new EventTarget();
    const expireA = vi.fn();
    const expireB = vi.fn();
    start({ timeoutMs: 5 * MINUTE, onExpire: expireA, target: tabA, channelName: name });
    start({ timeoutMs: 5 * MINUTE, onExpire: expireB, target: tabB, channelName: name });

    vi.advanceTimersByTime(4 * MINUTE);
    tabA.dispatchEvent(new Event('mousemove'));
    await deliver();
    vi.advanceTimersByTime(4 * MINUTE);
    expect(expireA).not.toHaveBeenCalled();
    expect(expireB).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(expireA).toHaveBeenCalledTimes(1);
    expect(expireB).toHaveBeenCalledTimes(1);
  });

  it('keeps tabs of other channels apart', async () => {
    const expireB = vi.fn();
    const tabA = new EventTarget();
    start({ timeoutMs: 5 * MINUTE, onExpire: vi.fn(), target: tabA, channelName: `idle-${channelSeq}-a` });
    start({
      timeoutMs: 5 * MINUTE,
      onExpire: expireB,
      target: new EventTarget(),
      channelName: `idle-${channelSeq}-b`,
    });
    vi.advanceTimersByTime(4 * MINUTE);
    tabA.dispatchEvent(new Event('mousedown'));
    await deliver();
    vi.advanceTimersByTime(MINUTE);
    expect(expireB).toHaveBeenCalledTimes(1);
  });

  it('falls back to storage events without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const onExpire = vi.fn();
    const target = new EventTarget();
    start({ timeoutMs: 5 * MINUTE, onExpire, target, storage: localStorage });

    vi.advanceTimersByTime(MINUTE);
    target.dispatchEvent(new Event('touchstart'));
    expect(localStorage.getItem(IDLE_ACTIVITY_KEY)).toBe(String(Date.now()));

    // Another tab wrote its activity: the storage event reaches this one.
    vi.advanceTimersByTime(4 * MINUTE);
    target.dispatchEvent(
      new StorageEvent('storage', { key: IDLE_ACTIVITY_KEY, newValue: String(Date.now()) }),
    );
    vi.advanceTimersByTime(4 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    target.dispatchEvent(new StorageEvent('storage', { key: 'settings', newValue: '{}' }));
    vi.advanceTimersByTime(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
