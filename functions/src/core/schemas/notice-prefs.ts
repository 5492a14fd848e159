import { z } from 'zod';

/**
 * What an admin chooses to be mailed (Settings → New lead mails): PUT /api/admin/notices. An admin
 * who never chose gets every mail.
 */
export const noticePrefsSchema = z.object({ newLeadMail: z.boolean({ error: 'Choose whether to get a mail for each new lead.' }) }).strict();
export type NoticePrefs = z.infer<typeof noticePrefsSchema>;

export const DEFAULT_NOTICE_PREFS: NoticePrefs = { newLeadMail: true };
