import type { Blog } from '@core/schemas/blog';
import { draftFromStored } from '@/lib/forms/draft-storage';
import { describe, expect, it } from 'vitest';
import { blogValues, EMPTY_BLOG, sameValues } from './blog-draft';

const post: Blog = {
  id: 'b1',
  title: 'Trunk roads resume',
  titleTe: 'ట్రంక్ రోడ్ల పనులు మళ్లీ మొదలు',
  category: 'Infrastructure',
  content: 'First.\nSecond.',
  contentTe: 'మొదటిది.\nరెండోది.',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: null,
};

describe('blog editor values', () => {
  it('hold every field of a post, the Telugu ones too, and blank for what the form does not hold yet', () => {
    expect(blogValues(post)).toEqual({ title: post.title, titleTe: post.titleTe, category: 'Infrastructure', content: post.content, contentTe: post.contentTe });
    expect(blogValues(null)).toEqual(EMPTY_BLOG);
    expect(blogValues({ title: 'Typed' })).toEqual({ title: 'Typed', titleTe: '', category: '', content: '', contentTe: '' });
  });

  it('count a change to a Telugu field as a change', () => {
    const saved = blogValues(post);
    expect(sameValues(saved, { ...saved })).toBe(true);
    expect(sameValues(saved, { ...saved, contentTe: `${post.contentTe}\nమూడోది.` })).toBe(false);
    expect(sameValues(saved, { ...saved, titleTe: '' })).toBe(false);
  });

  it('read a draft kept before the Telugu fields existed with the saved Telugu texts', () => {
    const saved = blogValues(post);
    expect(draftFromStored({ title: 'Edited', category: 'News', content: 'x' }, saved)).toEqual({ ...saved, title: 'Edited', category: 'News', content: 'x' });
  });
});
