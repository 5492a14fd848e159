import { PostBody } from '@/components/ui/post-body';

/** The post exactly as the public update page shows it, from what is typed in the editor. */
export function BlogPreview({ title, category, content, date }: { title: string; category: string; content: string; date: string }) {
  return (
    <article aria-label="Preview of the post" className="mx-auto max-w-3xl">
      <PostBody
        headingLevel="h2"
        title={title.trim() || <span className="italic text-slate-500">Untitled post</span>}
        category={category}
        date={date}
        content={content}
        contentTestId="preview-content"
        empty={<p className="italic text-slate-500">Nothing to preview yet: write the post's content first.</p>}
      />
    </article>
  );
}
