import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps short text whole and collapses whitespace', () => {
    expect(excerpt('Work starts\n\nin the   monsoon break.')).toBe('Work starts in the monsoon break.');
  });

  it('cuts long text at a word and marks the cut', () => {
    const text = 'The tender for the inner ring road was awarded this week, and work starts in the monsoon break.';
    const cut = excerpt(text, 40);
    expect(cut).toBe('The tender for the inner ring road was…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});
