import { z } from 'zod';

/**
 * What an admin chooses to be mailed (Settings → New lead mails): GET and PATCH
 * /api/admin/notices. An admin who never chose gets every mail.
 */
export const noticePrefsSchema = z
  .object({
    /** A mail the moment each lead arrives. */
    newLeadMail: z.boolean({ error: 'Choose whether to get a mail for each new lead.' }),
    /** The morning digest at 09:00 India time. */
    dailyDigest: z.boolean({ error: 'Choose whether to get the morning digest.' }),
  })
  .strict();
export type NoticePrefs = z.infer<typeof noticePrefsSchema>;

export const DEFAULT_NOTICE_PREFS: NoticePrefs = { newLeadMail: true, dailyDigest: true };

/** A change of the choice: one answer or both (PATCH /api/admin/notices). */
export const noticePrefsPatchSchema = noticePrefsSchema.partial().refine((patch) => Object.keys(patch).length > 0, { error: 'Choose which mails to get.' });
export type NoticePrefsPatch = z.infer<typeof noticePrefsPatchSchema>;
