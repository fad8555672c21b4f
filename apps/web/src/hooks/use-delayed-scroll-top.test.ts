// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedScrollTop } from './use-delayed-scroll-top';

describe('useDelayedScrollTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 50 ms after mount, then scrolls to the top once', () => {
    renderHook(() => useDelayedScrollTop());
    vi.advanceTimersByTime(49);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the page unmounts before the delay', () => {
    const { unmount } = renderHook(() => useDelayedScrollTop());
    vi.advanceTimersByTime(30);
    unmount();
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
