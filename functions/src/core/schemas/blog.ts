import { z } from 'zod';
import { MAX_BLOG_CONTENT_LENGTH, MAX_SHORT_TEXT } from '../constants';
import { isoDate } from './fields';

export const blogInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(MAX_SHORT_TEXT),
  category: z.string().trim().max(80).default('News'),
  content: z.string().trim().min(1, 'Content is required').max(MAX_BLOG_CONTENT_LENGTH),
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogData = z.output<typeof blogInputSchema>;

export const blogSchema = blogInputSchema.extend({
  id: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
});
export type Blog = z.infer<typeof blogSchema>;
