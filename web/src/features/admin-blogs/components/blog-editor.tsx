import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_BLOG_CONTENT_LENGTH } from '@core/constants';
import { MESSAGES } from '@core/messages';
import { blogInputSchema, type Blog, type BlogData, type BlogInput } from '@core/schemas/blog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useBlocker } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { fieldControlClass, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/submit-error';
import { saveBlog } from '../api/save-blog';
import {
  blogValues,
  clearBlogDraft,
  readBlogDraft,
  sameValues,
  writeBlogDraft,
  type BlogFormValues,
} from '../utils/blog-draft';
import { BlogPreview } from './blog-preview';

export const BLOG_MESSAGES = {
  published: 'Post published',
  updated: 'Post updated',
  saveFailed: 'Failed to save post',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post',
  confirmDelete: 'Are you sure you want to delete this blog post?',
  confirmLeave:
    'You have unsaved changes to this post. Leave the editor? Your draft stays in this browser tab until you save or discard it.',
  confirmDiscard: 'Discard your unsaved changes to this post? This cannot be undone.',
} as const;

export const CATEGORY_SUGGESTIONS = ['News', 'Infrastructure', 'Policy', 'Market', 'Projects', 'Events'] as const;

const FIELD_NAMES = ['title', 'category', 'content'] as const;
type FieldName = (typeof FIELD_NAMES)[number];
type Tab = 'write' | 'preview';

/**
 * The post editor (PRODUCT.md: a real editor): title, category with suggestions, plain-text
 * content, and a preview exactly as the public page renders it. Validated with the core schema
 * in the browser and on the server; what is typed is kept as a draft until it is saved, and
 * leaving with unsaved changes asks first.
 */
export function BlogEditor({ blog, onClose }: { blog: Blog | null; onClose: () => void }) {
  const id = blog?.id ?? null;
  const confirm = useConfirm();
  const [saved] = useState<BlogFormValues>(() => blogValues(blog));
  const [restored, setRestored] = useState(() => {
    const draft = readBlogDraft(id);
    return draft && !sameValues(draft, saved) ? draft : null;
  });
  const [tab, setTab] = useState<Tab>('write');
  const [previewDate] = useState(() => blog?.createdAt ?? new Date().toISOString());
  const allowLeave = useRef(false);
  const uid = useId();

  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<BlogInput, unknown, BlogData>({
    resolver: zodResolver(blogInputSchema),
    defaultValues: restored ?? saved,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const values: BlogFormValues = {
    title: watch('title') ?? '',
    category: watch('category') ?? '',
    content: watch('content') ?? '',
  };
  const dirty = !sameValues(values, saved);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // Every keystroke goes to the draft; back to the saved text means no draft.
  useEffect(() => {
    const subscription = watch((next) => {
      const current = { title: next.title ?? '', category: next.category ?? '', content: next.content ?? '' };
      if (sameValues(current, saved)) clearBlogDraft(id);
      else writeBlogDraft(id, current);
    });
    return () => subscription.unsubscribe();
  }, [watch, id, saved]);

  // Closing or reloading the tab with unsaved changes: the browser's own prompt.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Leaving inside the app (sidebar, back button, 'All posts') with unsaved changes: ask.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowLeave.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm(BLOG_MESSAGES.confirmLeave, { title: 'Unsaved changes', confirmLabel: 'Leave' }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm]);

  const discard = async () => {
    if (!(await confirm(BLOG_MESSAGES.confirmDiscard, { title: 'Discard changes', confirmLabel: 'Discard' }))) return;
    clearBlogDraft(id);
    reset(saved);
    setRestored(null);
  };

  const onValid = async (data: BlogData) => {
    try {
      await saveBlog(data, id ?? undefined);
      clearBlogDraft(id);
      allowLeave.current = true;
      toast.success(id ? BLOG_MESSAGES.updated : BLOG_MESSAGES.published);
      onClose();
    } catch (error) {
      // The text stays in the form (and in the draft); the server's field errors go next to the fields.
      setTab('write');
      showSubmitError(error, {
        failureMessage: BLOG_MESSAGES.saveFailed,
        fieldNames: FIELD_NAMES,
        setFieldError: (name, message) => setError(name as FieldName, { type: 'server', message }),
      });
      const serverFields = error instanceof ApiError ? Object.keys(error.fields) : [];
      const first = FIELD_NAMES.find((name) => serverFields.includes(name));
      if (first) requestAnimationFrame(() => setFocus(first));
    }
  };

  const onInvalid = (fieldErrors: Partial<Record<FieldName, unknown>>) => {
    setTab('write');
    toast.error(MESSAGES.fixFormErrors, { id: MESSAGES.fixFormErrors });
    const first = FIELD_NAMES.find((name) => fieldErrors[name]);
    if (first) requestAnimationFrame(() => setFocus(first));
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: Tab = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    document.getElementById(`${uid}-tab-${next}`)?.focus();
  };

  const tabClass = (selected: boolean) =>
    `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold transition-colors ${
      selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:text-slate-800'
    }`;

  return (
    <form
      noValidate
      aria-labelledby={`${uid}-heading`}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h2 id={`${uid}-heading`} className="text-lg font-semibold text-slate-900">
          {blog ? 'Edit post' : 'New post'}
        </h2>
        <p aria-live="polite" className="text-sm text-slate-500">
          {dirty ? 'Unsaved changes (kept as a draft in this tab)' : blog ? 'No unsaved changes' : ''}
        </p>
      </div>

      {restored ? (
        <div role="status" className="mx-4 mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:mx-6">
          <span>Your unsaved draft was restored.</span>
          <button type="button" onClick={() => void discard()} className="min-h-9 rounded-md px-2 font-semibold underline hover:bg-amber-100">
            Discard draft
          </button>
        </div>
      ) : null}

      <div role="tablist" aria-label="Editor view" onKeyDown={onTabKey} className="mt-2 flex gap-1 border-b border-slate-200 px-4 sm:px-6">
        {(['write', 'preview'] as const).map((name) => (
          <button
            key={name}
            id={`${uid}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${uid}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={tabClass(tab === name)}
          >
            {name === 'write' ? 'Write' : 'Preview'}
          </button>
        ))}
      </div>

      {/* Both panels stay mounted so the fields keep their state; only one is shown. */}
      <div id={`${uid}-panel-write`} role="tabpanel" aria-labelledby={`${uid}-tab-write`} hidden={tab !== 'write'} className="space-y-5 px-4 py-5 sm:px-6">
        <FormField id={`${uid}-title`} label="Title" required error={errors.title?.message}>
          {(control) => (
            <input
              {...control}
              {...register('title')}
              type="text"
              autoFocus
              maxLength={200}
              className={fieldControlClass(Boolean(errors.title), 'scroll-mt-28')}
            />
          )}
        </FormField>
        <FormField
          id={`${uid}-category`}
          label="Category"
          error={errors.category?.message}
          hint="Pick a suggestion or type your own, e.g. News, Infrastructure, Policy, Market."
        >
          {(control) => (
            <>
              <input
                {...control}
                {...register('category')}
                type="text"
                list={`${uid}-categories`}
                maxLength={80}
                autoComplete="off"
                className={fieldControlClass(Boolean(errors.category), 'scroll-mt-28 sm:max-w-sm')}
              />
              <datalist id={`${uid}-categories`}>
                {CATEGORY_SUGGESTIONS.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField
          id={`${uid}-content`}
          label="Content"
          required
          error={errors.content?.message}
          hint={`Plain text: each line becomes a paragraph; markup is shown as typed. ${values.content.length.toLocaleString('en-IN')} / ${MAX_BLOG_CONTENT_LENGTH.toLocaleString('en-IN')} characters.`}
        >
          {(control) => (
            <textarea
              {...control}
              {...register('content')}
              rows={12}
              className={fieldControlClass(Boolean(errors.content), 'min-h-56 scroll-mt-28 resize-y leading-relaxed')}
            />
          )}
        </FormField>
      </div>

      <div
        id={`${uid}-panel-preview`}
        role="tabpanel"
        aria-labelledby={`${uid}-tab-preview`}
        hidden={tab !== 'preview'}
        tabIndex={0}
        className="px-4 py-6 sm:px-6"
      >
        <p className="mb-4 text-xs font-semibold uppercase tracking-wide text-slate-500">As visitors will see it</p>
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-8">
          {tab === 'preview' ? (
            <BlogPreview title={values.title} category={values.category} content={values.content} date={previewDate} />
          ) : null}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            Cancel
          </button>
          {dirty && blog ? (
            <Button variant="ghost" onClick={() => void discard()}>
              Discard changes
            </Button>
          ) : null}
        </div>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonClass('primary', 'sm:px-8')}>
          {isSubmitting ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : null}
          {isSubmitting ? (blog ? 'Saving...' : 'Publishing...') : blog ? 'Save changes' : 'Publish post'}
        </button>
      </div>
    </form>
  );
}
