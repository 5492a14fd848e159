import { z } from 'zod';
import { messageKey } from '../message-key';

/**
 * What an admin chooses to be mailed (Settings → New lead mails): GET and PATCH
 * /api/admin/notices. An admin who never chose gets every mail.
 */
export const noticePrefsSchema = z
  .object({
    /** A mail the moment each lead arrives. */
    newLeadMail: z.boolean({ error: messageKey('newLeadMailChoice') }),
    /** The morning digest at 09:00 India time. */
    dailyDigest: z.boolean({ error: messageKey('dailyDigestChoice') }),
  })
  .strict();
export type NoticePrefs = z.infer<typeof noticePrefsSchema>;

export const DEFAULT_NOTICE_PREFS: NoticePrefs = { newLeadMail: true, dailyDigest: true };

/** A change of the choice: one answer or both (PATCH /api/admin/notices). */
export const noticePrefsPatchSchema = noticePrefsSchema.partial().refine((patch) => Object.keys(patch).length > 0, { error: messageKey('noticeChoiceRequired') });
export type NoticePrefsPatch = z.infer<typeof noticePrefsPatchSchema>;
