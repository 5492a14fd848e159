import type { Blog } from '@core/schemas/blog';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BLOG_TEXTS } from '@/config/admin-texts';
import { useDeleteBlog } from '../api/blog-writes';
import { newestFirst, useAdminBlogs } from '../api/get-admin-blogs';
import { clearBlogDraft, EMPTY_BLOG, hasUnsavedDraft } from '../utils/blog-draft';
import { BlogEditor } from './blog-editor';
import { BlogList } from './blog-list';

const EDIT_PARAM = 'edit';

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  );
}

/**
 * Blog Posts: the list, and the editor in place of it. Which one shows is in the URL
 * (?edit=new or ?edit={id}), so a reload brings the admin back to the post being written.
 */
export function BlogManager() {
  const { blogs, error, retry } = useAdminBlogs();
  const deleteBlog = useDeleteBlog();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // The post just sent to the news subscribers: its row shows how the mail goes.
  const [mailedId, setMailedId] = useState<string | null>(null);
  const editing = params.get(EDIT_PARAM);

  // Back from the editor, focus lands on the list's heading instead of the top of the page.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) document.getElementById('blog-posts-heading')?.focus();
    wasEditing.current = editing;
  }, [editing, blogs]);

  const openEditor = (id: string) => setParams({ [EDIT_PARAM]: id });
  const closeEditor = (mailedPostId?: string) => {
    if (mailedPostId) setMailedId(mailedPostId);
    setParams({});
  };

  const remove = async (blog: Blog) => {
    if (!(await confirm(BLOG_TEXTS.confirmDelete, { title: 'Delete post' }))) return;
    setDeletingId(blog.id);
    try {
      await deleteBlog(blog.id);
      clearBlogDraft(blog.id);
      toast.success(BLOG_TEXTS.deleted);
      document.getElementById('blog-posts-heading')?.focus();
    } catch {
      toast.error(BLOG_TEXTS.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  };

  if (!blogs) {
    if (error) return <ErrorState message="Could not load the blog posts." onRetry={retry} />;
    return (
      <div role="status" aria-label="Loading blog posts" className="space-y-3">
        <Skeleton className="h-11 w-40" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20" />
        ))}
      </div>
    );
  }

  if (editing) {
    const blog = editing === 'new' ? null : blogs.find((item) => item.id === editing);
    if (blog === undefined) {
      return (
        <EmptyState title="This post no longer exists">
          <p>It may have been deleted in another tab.</p>
          <button type="button" onClick={() => closeEditor()} className={buttonClass('secondary', 'mt-4')}>
            Back to all posts
          </button>
        </EmptyState>
      );
    }
    return (
      <div className="space-y-4">
        <button type="button" onClick={() => closeEditor()} className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          <span aria-hidden="true">←</span> All posts
        </button>
        {/* Keyed by post: opening another post starts a fresh form. */}
        <BlogEditor key={editing} blog={blog} onClose={closeEditor} />
      </div>
    );
  }

  const sorted = newestFirst(blogs);
  const newDraft = hasUnsavedDraft(null, EMPTY_BLOG);
  return (
    <section aria-labelledby="blog-posts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="blog-posts-heading" tabIndex={-1} className="rounded text-lg font-semibold text-slate-900">
            Posts
          </h2>
          <p className="text-sm text-slate-500">
            {sorted.length} {sorted.length === 1 ? 'post' : 'posts'}, newest first · shown on Amaravati Updates
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {newDraft ? <span className="text-sm text-amber-800">You have an unsaved new post.</span> : null}
          <Button onClick={() => openEditor('new')}>
            <PlusIcon />
            Add New Post
          </Button>
        </div>
      </div>
      {sorted.length === 0 ? (
        <EmptyState title="No blog posts yet">
          Posts appear on the public Amaravati Updates page. Use 'Add New Post' to write the first one.
        </EmptyState>
      ) : (
        <BlogList blogs={sorted} onEdit={(blog) => openEditor(blog.id)} onDelete={(blog) => void remove(blog)} deletingId={deletingId} mailedId={mailedId} />
      )}
    </section>
  );
}
