import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type IdleOptions, useIdle } from './use-idle';

function Probe(props: IdleOptions) {
  useIdle(props);
  return null;
}

describe('idle indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to 300 seconds and emits remind then idle', () => {
    const onIdle = vi.fn();
    const onRemind = vi.fn();
    render(<Probe reminders={[240]} onIdle={onIdle} onRemind={onRemind} />);
    vi.advanceTimersByTime(239_000);
    expect(onRemind).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onRemind).toHaveBeenCalledWith(240);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('resets on mouse move and key press', () => {
    const onIdle = vi.fn();
    render(<Probe timeout={10} onIdle={onIdle} />);
    vi.advanceTimersByTime(9_000);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(9_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(9_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
