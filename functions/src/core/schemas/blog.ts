import { z } from 'zod';
import { MAX_BLOG_CONTENT_LENGTH, MAX_SHORT_TEXT } from '../constants';
import { storedFields, teluguText } from './fields';
import { messageKey } from '../message-key';

export const blogInputSchema = z.object({
  title: z.string().trim().min(1, messageKey('titleRequired')).max(MAX_SHORT_TEXT),
  /** The title and content in Telugu, for the Telugu site; blank = the English one is shown. */
  titleTe: teluguText(MAX_SHORT_TEXT).default(''),
  category: z.string().trim().max(80).default('News'),
  content: z.string().trim().min(1, messageKey('contentRequired')).max(MAX_BLOG_CONTENT_LENGTH),
  contentTe: teluguText(MAX_BLOG_CONTENT_LENGTH).default(''),
});
/** Every field an admin writes: the list both stores write and read posts by. */
export const BLOG_INPUT_FIELDS = blogInputSchema.keyof().options;
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogData = z.output<typeof blogInputSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const blogSchema = blogInputSchema.extend(storedFields);
export type Blog = z.infer<typeof blogSchema>;
