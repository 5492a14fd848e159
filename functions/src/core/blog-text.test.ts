import { describe, expect, it } from 'vitest';
import { blogParagraphs } from './blog-text';

describe('blog paragraphs', () => {
  it('splits content on line breaks and drops blank lines', () => {
    expect(blogParagraphs('First.\n\nSecond.\r\nThird.\n   \n')).toEqual(['First.', 'Second.', 'Third.']);
    expect(blogParagraphs('')).toEqual([]);
  });
});
