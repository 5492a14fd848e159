import { MAX_BLOG_CONTENT_LENGTH } from '@core/constants';
import { messageKey } from '@core/message-key';
import { BLOG_INPUT_FIELDS, blogInputSchema, type Blog, type BlogData, type BlogInput } from '@core/schemas/blog';
import { useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { TextAreaField, TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { BLOG_TEXTS, NEWS_MAIL_TEXTS } from '@/config/admin-texts';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { useSaveBlog } from '../api/blog-writes';
import { useSendNewsMail } from '../api/news-mail';
import { blogDraftKey, blogValues, sameValues, type BlogFormValues } from '../utils/blog-draft';
import { BlogPreview } from './blog-preview';
import { NewsMailField } from './news-mail-field';
import { ActivityLink } from '@/components/admin/activity-link';

const CATEGORY_SUGGESTIONS = ['News', 'Infrastructure', 'Policy', 'Market', 'Projects', 'Events'] as const;

type Tab = 'write' | 'preview';

/** How much of a content box is used, as its hint says it. */
const used = (text: string) => `${text.length.toLocaleString('en-IN')} / ${MAX_BLOG_CONTENT_LENGTH.toLocaleString('en-IN')} characters.`;

/** How a save went: the post, and whether it was queued for the news subscribers (or that failed, the post saved). */
interface Saved {
  post: Blog;
  mailed: boolean;
  mailFailed: boolean;
}

/**
 * The post editor: title, category with suggestions, plain-text content, and a preview exactly as
 * the public page renders it. Validated with the core schema in the browser and on the server;
 * what is typed is kept as a draft until it is saved, and leaving with unsaved changes asks first.
 * With "Send to news subscribers" ticked, the saved post is queued for them; `onClose` then gets
 * its id, so the list shows the mail's progress.
 */
export function BlogEditor({ blog, onClose }: { blog: Blog | null; onClose: (mailedPostId?: string) => void }) {
  const id = blog?.id ?? null;
  const uid = useId();
  const confirm = useConfirm();
  const saveBlog = useSaveBlog();
  const sendNewsMail = useSendNewsMail();
  const [sendNews, setSendNews] = useState(false);
  const [saved] = useState<BlogFormValues>(() => blogValues(blog));
  const [tab, setTab] = useState<Tab>('write');
  const [previewDate] = useState(() => blog?.createdAt ?? new Date().toISOString());

  const editor = useSchemaForm<BlogInput, BlogData>({ schema: blogInputSchema, defaultValues: saved });
  const draft = useFormDraft(editor, { key: blogDraftKey(id) });
  useLeaveGuard(editor.isDirty, { message: BLOG_TEXTS.confirmLeave, title: 'Unsaved changes', confirmLabel: 'Leave' });
  const send = useSubmitState(editor, {
    submit: async (data): Promise<Saved> => {
      const post = await saveBlog(data, id ?? undefined);
      if (!sendNews) return { post, mailed: false, mailFailed: false };
      // The post is saved whatever happens next: a failed queueing must not make the form send it again.
      try {
        await sendNewsMail(post.id);
        return { post, mailed: true, mailFailed: false };
      } catch {
        return { post, mailed: false, mailFailed: true };
      }
    },
    onSuccess: ({ post, mailed, mailFailed }) => {
      toast.success(id ? BLOG_TEXTS.updated : BLOG_TEXTS.published);
      if (mailFailed) toast.error(NEWS_MAIL_TEXTS.queueFailed);
      onClose(mailed ? post.id : undefined);
    },
    // The text stays in the form (and in the draft); the fields are on the Write tab.
    onError: () => setTab('write'),
    failureMessage: BLOG_TEXTS.saveFailed,
    invalidMessage: (errors) => {
      setTab('write');
      const first = BLOG_INPUT_FIELDS.find((name) => errors[name]);
      if (first) editor.focusLater(first);
      return messageKey('fixFormErrors');
    },
  });
  const watched = useWatch({ control: editor.form.control });
  const values = blogValues(watched);
  const dirty = !sameValues(values, saved);

  const discard = async () => {
    if (!(await confirm(BLOG_TEXTS.confirmDiscard, { title: 'Discard changes', confirmLabel: 'Discard' }))) return;
    draft.discard();
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
    <form noValidate aria-labelledby={`${uid}-heading`} onSubmit={send.onSubmit} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h2 id={`${uid}-heading`} className="text-lg font-semibold text-slate-900">
          {blog ? 'Edit post' : 'New post'}
        </h2>
        {blog ? <ActivityLink kind="blog" itemId={blog.id} title={blog.title} /> : null}
        <p aria-live="polite" className="text-sm text-slate-500">
          {dirty ? 'Unsaved changes (kept as a draft in this tab)' : blog ? 'No unsaved changes' : ''}
        </p>
      </div>

      {draft.restored ? (
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
        <TextField form={editor} name="title" id={`${uid}-title`} label="Title" required autoFocus maxLength={200} className="scroll-mt-28" />
        <TextField form={editor} name="titleTe" id={`${uid}-title-te`} label="Telugu title" lang="te" maxLength={200} autoComplete="off" className="scroll-mt-28" />
        <TextField
          form={editor}
          name="category"
          id={`${uid}-category`}
          label="Category"
          hint="Pick a suggestion or type your own, e.g. News, Infrastructure, Policy, Market."
          list={`${uid}-categories`}
          maxLength={80}
          autoComplete="off"
          className="scroll-mt-28 sm:max-w-sm"
        />
        <datalist id={`${uid}-categories`}>
          {CATEGORY_SUGGESTIONS.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <TextAreaField
          form={editor}
          name="content"
          id={`${uid}-content`}
          label="Content"
          required
          hint={`Plain text: each line becomes a paragraph; markup is shown as typed. ${used(values.content)}`}
          rows={12}
          className="min-h-56 scroll-mt-28 resize-y leading-relaxed"
        />
        <TextAreaField
          form={editor}
          name="contentTe"
          id={`${uid}-content-te`}
          label="Telugu content"
          lang="te"
          hint={`Shown on the Telugu site; left empty, it shows the English. Paragraphs as above. ${used(values.contentTe)}`}
          rows={8}
          className="min-h-40 scroll-mt-28 resize-y leading-relaxed"
        />
      </div>

      <div id={`${uid}-panel-preview`} role="tabpanel" aria-labelledby={`${uid}-tab-preview`} hidden={tab !== 'preview'} tabIndex={0} className="px-4 py-6 sm:px-6">
        <p className="mb-4 text-xs font-semibold uppercase tracking-wide text-slate-500">As visitors will see it</p>
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-8">
          {tab === 'preview' ? <BlogPreview title={values.title} category={values.category} content={values.content} date={previewDate} /> : null}
        </div>
      </div>

      <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
        <NewsMailField blogId={id} checked={sendNews} onChange={setSendNews} />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button type="button" onClick={() => onClose()} className={buttonClass('secondary')}>
            Cancel
          </button>
          {dirty && blog ? (
            <Button variant="ghost" onClick={() => void discard()}>
              Discard changes
            </Button>
          ) : null}
        </div>
        <SubmitButton
          busy={send.submitting}
          label={blog ? 'Save changes' : 'Publish post'}
          busyLabel={blog ? 'Saving...' : 'Publishing...'}
          className="sm:px-8"
        />
      </div>
    </form>
  );
}
