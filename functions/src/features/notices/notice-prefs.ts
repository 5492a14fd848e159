import { DEFAULT_NOTICE_PREFS, noticePrefsSchema, type NoticePrefs } from '../../core/schemas/notice-prefs';
import type { MetaRepository } from '../../ports/store';

/**
 * Each admin's choice of mails, kept in the store's meta values under the admin's id: no table
 * of its own, the same in either store. A stored value that does not read back is the default.
 */

const prefsKey = (adminId: string) => `notice-prefs:${adminId}`;

export async function readNoticePrefs(meta: MetaRepository, adminId: string): Promise<NoticePrefs> {
  const raw = await meta.get(prefsKey(adminId));
  if (raw === null) return DEFAULT_NOTICE_PREFS;
  try {
    const parsed = noticePrefsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_NOTICE_PREFS;
  } catch {
    return DEFAULT_NOTICE_PREFS;
  }
}

export async function writeNoticePrefs(meta: MetaRepository, adminId: string, prefs: NoticePrefs): Promise<NoticePrefs> {
  await meta.set(prefsKey(adminId), JSON.stringify(prefs));
  return prefs;
}
