import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-admin';

/**
 * Runs `task` once the browser has painted the frame after the current input, so that the press
 * (the button's ripple, its pressed state) shows before the work the press starts: a screen's render
 * or a form's validation. On the two-core machines, rendering the next screen in the click's own
 * frames kept the browser from presenting the press for 100–300 ms (docs/performance.md, lever 58).
 * A hidden page gets no frames: the task then runs after `fallbackMs` anyway.
 */
export function afterNextPaint(task: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** A plain primary click, which the page handles itself (a modified one opens a tab or a window). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The click of a link the console renders itself (a button link, a tab): a plain click paints the
 * press, then navigates to `to` (with the router `state` given); a modified click is left to the
 * browser (a new tab or window). `first` runs just before the navigation, in the same task: an
 * update it makes renders ahead of the navigation's (a tab shown at once while the address follows).
 */
export function usePaintFirstNavigation(): (
  event: MouseEvent,
  to: string,
  state?: unknown,
  first?: () => void,
) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent, to: string, state?: unknown, first?: () => void) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      afterNextPaint(() => {
        first?.();
        navigate(to, state === undefined ? undefined : { state });
      });
    },
    [navigate],
  );
}
