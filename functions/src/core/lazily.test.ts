import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes nothing until asked, then makes the value once', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined without making it again', () => {
    const make = vi.fn(() => undefined);
    const value = lazily(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
