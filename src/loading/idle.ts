/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` later): work
 * that no screen waits for. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    idleId = window.requestIdleCallback?.(run, { timeout: timeoutMs });
    if (idleId === undefined) timer = setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
