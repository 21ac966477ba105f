// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, isPlainClick } from '../../../src/components/afterNextPaint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task after the next frame, not during the input, and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    // The fallback for a hidden page does not run it again.
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the fallback when the page gets no frame (a hidden page)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const task = vi.fn();
    afterNextPaint(task, 100);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
  it('is a primary click with no modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
  });
  it('leaves a middle click and a modified click to the browser (a new tab or window)', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
  });
});
