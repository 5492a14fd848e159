import type { LayoutShape, VentureLayout } from '@core/schemas/venture';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { clearLayoutDraft, readLayoutDraft, writeLayoutDraft } from '../utils/layout-draft';
import { initialLayoutState, isDirty, layoutReducer, sameShapes, type LayoutState } from '../utils/layout-state';

/** Why the last save did not go through. */
export type SaveProblem =
  /** Someone saved after this editor loaded (409): the edits stay here and in the draft. */
  | { kind: 'stale' }
  /** The server named shapes (422): `lines` say which and why, by key. */
  | { kind: 'invalid'; lines: { shapeId: string | null; label: string; key: string }[] }
  | { kind: 'failed'; key: string };

interface EditorOptions {
  ventureId: string;
  /** The editor's read (null while it loads). */
  read: VentureLayout | undefined;
  save: (version: number, shapes: LayoutShape[]) => Promise<{ version: number }>;
  /** Reads the layout from the server again. */
  reload: () => Promise<VentureLayout | undefined>;
}

/** `shapes.12.points` → the 13th shape. */
function shapeIndexOf(path: string): number | null {
  const match = /^shapes\.(\d+)/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * The layout editor's state and its saving. It opens with the saved layout, or with the draft
 * this tab kept (edits not saved before a reload or a refused save: put back, still at the
 * version they were made from, so they can never be saved over someone else's silently). While
 * nothing is unsaved, a newer layout read from the server is taken as it comes (plots made from
 * shapes, another admin's save). A save sends the version loaded: 409 keeps every edit and says
 * so; the admin then loads the saved layout or saves theirs over it, knowingly.
 */
export function useLayoutEditor({ ventureId, read, save, reload }: EditorOptions) {
  const [state, dispatch] = useReducer(layoutReducer, undefined, () => initialLayoutState());
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const current = useRef<LayoutState>(state);
  current.current = state;
  const dirty = isDirty(state);

  // The first read: the draft if there is one worth putting back; afterwards, newer layouts while nothing is unsaved.
  useEffect(() => {
    if (!read) return;
    if (!ready) {
      const draft = readLayoutDraft(ventureId);
      if (draft && !sameShapes(draft.shapes, read.shapes)) {
        dispatch({ type: 'restore', version: draft.version, shapes: draft.shapes, saved: read.shapes });
        setRestored(true);
      } else {
        clearLayoutDraft(ventureId);
        dispatch({ type: 'load', version: read.version, shapes: read.shapes });
      }
      setReady(true);
      return;
    }
    const now = current.current;
    if (!isDirty(now) && (read.version !== now.version || !sameShapes(read.shapes, now.saved))) dispatch({ type: 'load', version: read.version, shapes: read.shapes });
  }, [read, ready, ventureId]);

  // Every unsaved change is in the draft at once; none once saved (or undone).
  useEffect(() => {
    if (!ready) return;
    if (dirty) writeLayoutDraft(ventureId, { version: state.version, shapes: state.shapes });
    else clearLayoutDraft(ventureId);
  }, [dirty, ready, state.shapes, state.version, ventureId]);

  const send = useCallback(
    async (version: number): Promise<boolean> => {
      const { shapes } = current.current;
      setSaving(true);
      setProblem(null);
      try {
        const saved = await save(version, shapes);
        // Only the shapes sent count as saved: edits made while saving stay unsaved.
        dispatch({ type: 'saved', version: saved.version, shapes });
        setRestored(false);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setProblem({ kind: 'stale' });
        else if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0) {
          const lines = Object.entries(error.fields).map(([path, message]) => {
            const index = shapeIndexOf(path);
            const shape = index === null ? null : (shapes[index] ?? null);
            return { shapeId: shape?.id ?? null, label: shape ? shape.label || `Shape ${index! + 1}` : path, key: error.fieldKeys[path] ?? message };
          });
          setProblem({ kind: 'invalid', lines });
          const named = lines.flatMap((line) => (line.shapeId ? [line.shapeId] : []));
          if (named.length > 0) dispatch({ type: 'select', keys: named, mode: 'replace' });
        } else setProblem({ kind: 'failed', key: error instanceof ApiError && error.key ? error.key : '' });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [save],
  );

  /** Saves the layout at the version it was loaded (or restored) at. */
  const saveLayout = useCallback(() => send(current.current.version), [send]);

  /** Drops the edits and loads the layout as saved now. */
  const loadSaved = useCallback(async () => {
    const fresh = await reload();
    if (!fresh) return;
    clearLayoutDraft(ventureId);
    dispatch({ type: 'load', version: fresh.version, shapes: fresh.shapes });
    setProblem(null);
    setRestored(false);
  }, [reload, ventureId]);

  /** After a 409, asked and confirmed: these edits saved over the layout as it is saved now. */
  const saveOverTheirs = useCallback(async () => {
    const fresh = await reload();
    if (!fresh) return false;
    return send(fresh.version);
  }, [reload, send]);

  return { state, dispatch, ready, dirty, restored, saving, problem, dismissProblem: () => setProblem(null), saveLayout, loadSaved, saveOverTheirs };
}
