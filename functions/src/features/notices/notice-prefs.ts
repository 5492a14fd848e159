import { DEFAULT_NOTICE_PREFS, noticePrefsSchema, type NoticePrefs, type NoticePrefsPatch } from '../../core/schemas/notice-prefs';
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
    // A choice stored before a later kind of mail existed keeps its answers; the new one is on.
    const parsed = noticePrefsSchema.partial().safeParse(JSON.parse(raw));
    return parsed.success ? { ...DEFAULT_NOTICE_PREFS, ...parsed.data } : DEFAULT_NOTICE_PREFS;
  } catch {
    return DEFAULT_NOTICE_PREFS;
  }
}

/** Changes the answers given, keeps the others; answers the whole choice. */
export async function changeNoticePrefs(meta: MetaRepository, adminId: string, patch: NoticePrefsPatch): Promise<NoticePrefs> {
  const prefs = { ...(await readNoticePrefs(meta, adminId)), ...patch };
  await meta.set(prefsKey(adminId), JSON.stringify(prefs));
  return prefs;
}
