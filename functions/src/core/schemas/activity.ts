import { z } from 'zod';
import { ACTIVITY_KINDS } from '../activity';
import { messageKey } from '../message-key';

/** One page of the trail at most. */
const ACTIVITY_PAGE_MAX = 100;
const ACTIVITY_PAGE_DEFAULT = 50;

/** A cursor as the list gives it: an ISO time, '~', an id. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[A-Za-z0-9_-]{1,128}$/;
const id = z.string().trim().min(1).max(128);

/**
 * GET /api/admin/activity's query: `admin` (an admin's id), `kind`, `item` (an item's id), `day`
 * (YYYY-MM-DD, India time), `cursor` (the `next` of the page before), `limit` (1–100, 50).
 */
export const activityQuerySchema = z.object({
  admin: id.optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: messageKey('activityKindInvalid') }).optional(),
  item: id.optional(),
  day: z.iso.date(messageKey('activityDayInvalid')).optional(),
  cursor: z.string().regex(CURSOR, messageKey('activityCursorInvalid')).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).optional().default(ACTIVITY_PAGE_DEFAULT),
});
