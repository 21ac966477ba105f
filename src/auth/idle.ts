/**
 * Idle timeout (docs/security.md): mouse move, mouse down, key press, scroll or touch restarts the timer,
 * in every open tab of the console; on expiry the caller logs the user out through the provider.
 */

export const DEFAULT_IDLE_TIMEOUT_MS = 1_800_000;
/** setTimeout fires at once for delays above 2^31 - 1 ms. */
const MAX_TIMEOUT_MS = 2_147_483_647;
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;
export const IDLE_CHANNEL_NAME = 'pa-idle';
/** localStorage key written on activity when BroadcastChannel is unavailable. */
export const IDLE_ACTIVITY_KEY = 'pa.idle.activity';
/** Mouse moves arrive by the hundred; telling other tabs once a second is plenty for minutes-long timers. */
const BROADCAST_INTERVAL_MS = 1000;

/** Configured minutes to milliseconds; 30 minutes when the value is missing or not a positive number. */
export function idleTimeoutMs(minutes: unknown): number {
  const value = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return DEFAULT_IDLE_TIMEOUT_MS;
  return Math.min(value * 60_000, MAX_TIMEOUT_MS);
}

export interface IdleTimerOptions {
  timeoutMs: number;
  onExpire: () => void;
  /** Where activity events are listened for (and storage events, in the fallback). */
  target?: EventTarget;
  channelName?: string;
  /** Used only when BroadcastChannel is missing. */
  storage?: Storage;
}

export interface IdleTimer {
  stop(): void;
}

interface ActivityRelay {
  announce(): void;
  close(): void;
}

function broadcastRelay(name: string, onRemote: () => void): ActivityRelay {
  const channel = new BroadcastChannel(name);
  channel.onmessage = () => onRemote();
  return {
    announce: () => channel.postMessage({ type: 'activity' }),
    close: () => channel.close(),
  };
}

function storageRelay(
  target: EventTarget,
  storage: Storage | undefined,
  onRemote: () => void,
): ActivityRelay {
  const listener = (event: Event) => {
    if ((event as StorageEvent).key === IDLE_ACTIVITY_KEY) onRemote();
  };
  target.addEventListener('storage', listener);
  return {
    announce: () => {
      try {
        storage?.setItem(IDLE_ACTIVITY_KEY, String(Date.now()));
      } catch {
        // Storage may be full or blocked; this tab's own timer still restarts.
      }
    },
    close: () => target.removeEventListener('storage', listener),
  };
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function createIdleTimer({
  timeoutMs,
  onExpire,
  target = window,
  channelName = IDLE_CHANNEL_NAME,
  storage = defaultStorage(),
}: IdleTimerOptions): IdleTimer {
  const delay =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? Math.min(timeoutMs, MAX_TIMEOUT_MS)
      : DEFAULT_IDLE_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = true;
  let lastAnnounced = Number.NEGATIVE_INFINITY;

  const restart = () => {
    if (!active) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      active = false;
      stop();
      onExpire();
    }, delay);
  };

  const relay =
    typeof BroadcastChannel === 'function'
      ? broadcastRelay(channelName, restart)
      : storageRelay(target, storage, restart);

  const onActivity = () => {
    restart();
    const now = Date.now();
    if (now - lastAnnounced >= BROADCAST_INTERVAL_MS) {
      lastAnnounced = now;
      relay.announce();
    }
  };

  // Capture phase: scroll does not bubble from inner scroll containers.
  const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, listenerOptions);

  function stop() {
    active = false;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, listenerOptions);
    relay.close();
  }

  restart();
  return { stop };
}
