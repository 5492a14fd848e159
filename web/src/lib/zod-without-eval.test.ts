import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('has Zod build its schemas without new Function (the CSP refuses eval)', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ravi' })).toEqual({ name: 'Ravi' });
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
