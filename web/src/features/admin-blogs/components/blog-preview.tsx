import { blogParagraphs } from '@core/blog-text';
import { format } from 'date-fns';

function PostDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={iso}>{format(date, 'MMMM d, yyyy')}</time>;
}

/**
 * The post as the public update page shows it (same markup and classes as the updates feature's
 * article, which a feature may not import): category, date 'MMMM d, yyyy', title and the content
 * split into paragraphs by blogParagraphs. Everything is rendered as text: markup typed into the
 * editor shows as typed and never runs (docs/security.md).
 */
export function BlogPreview({
  title,
  category,
  content,
  date,
}: {
  title: string;
  category: string;
  content: string;
  date: string;
}) {
  const paragraphs = blogParagraphs(content);
  return (
    <article aria-label="Preview of the post" className="mx-auto max-w-3xl">
      <header className="border-b border-slate-200 pb-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
          {category.trim() ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{category.trim()}</span>
          ) : null}
          <PostDate iso={date} />
        </div>
        <h2 className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {title.trim() || <span className="italic text-slate-400">Untitled post</span>}
        </h2>
      </header>
      <div data-testid="preview-content" className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className="italic text-slate-400">Nothing to preview yet: write the post's content first.</p>
        )}
      </div>
    </article>
  );
}
