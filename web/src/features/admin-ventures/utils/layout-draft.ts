import { layoutShapeSchema, type LayoutShape } from '@core/schemas/venture';
import { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '@/lib/forms/draft-storage';

/**
 * The layout editor's unsaved shapes in sessionStorage (as the forms' drafts): a reload, a lost
 * session or a stale save loses nothing. The draft keeps the version it was made from, so a draft
 * put back after someone else saved is still refused as stale, never saved over theirs.
 */
export interface LayoutDraft {
  version: number;
  shapes: LayoutShape[];
}

const draftSchema = z.object({ version: z.number().int().min(0), shapes: z.array(layoutShapeSchema) });

export const layoutDraftKey = (ventureId: string) => `draft:venture-layout:${ventureId}`;

/** The draft of a venture's layout, or null when there is none or it cannot be read. */
export function readLayoutDraft(ventureId: string): LayoutDraft | null {
  return readDraft(layoutDraftKey(ventureId), (stored) => {
    const parsed = draftSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  });
}

export function writeLayoutDraft(ventureId: string, draft: LayoutDraft): void {
  writeDraft(layoutDraftKey(ventureId), draft);
}

export function clearLayoutDraft(ventureId: string): void {
  clearDraft(layoutDraftKey(ventureId));
}
