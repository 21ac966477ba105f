import { useCallback, useRef, type MouseEvent } from 'react';

/**
 * Runs `task` once the browser has painted the current frame. `requestAnimationFrame` runs just before
 * the paint; a task queued from there runs after it. A hidden page paints no frames: there the task
 * only waits for the current one.
 */
function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * The click handler of a form's submit button that submits the form one frame later: the press (and
 * its ripple) reaches the screen first, then the form's own submit runs — react-admin's, which checks
 * and re-renders every input before it saves. Enter in a field clicks the submit button, so it is held
 * back too. Clicks within that frame add nothing.
 */
export function useSubmitAfterPaint(): (event: MouseEvent<HTMLButtonElement>) => void {
  const pending = useRef(false);
  return useCallback((event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const form = button.form;
    if (!form) return;
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    afterNextPaint(() => {
      pending.current = false;
      if (button.isConnected) form.requestSubmit(button);
    });
  }, []);
}
