import { blogParagraphs } from '@core/blog-text';
import { longDate } from '@core/dates';
import type { ReactNode } from 'react';

/**
 * An update as visitors read it — category, date ('MMMM d, yyyy'), title, then the content split
 * into paragraphs — shared by the public page and the editor's preview so the two never drift.
 * Everything is rendered as text: markup typed into a post shows as typed and never runs.
 */
export function PostBody({
  title,
  category,
  date,
  content,
  headingLevel,
  empty,
  contentTestId,
}: {
  title: ReactNode;
  category: string;
  date: string;
  content: string;
  headingLevel: 'h1' | 'h2';
  /** Shown instead of the paragraphs when there are none (the preview of an empty post). */
  empty?: ReactNode;
  contentTestId?: string;
}) {
  const Heading = headingLevel;
  const paragraphs = blogParagraphs(content);
  const day = longDate(date);
  return (
    <>
      <header className="border-b border-slate-200 pb-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
          {category.trim() ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{category.trim()}</span>
          ) : null}
          {day ? <time dateTime={date}>{day}</time> : null}
        </div>
        <Heading className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{title}</Heading>
      </header>
      <div data-testid={contentTestId} className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.length > 0 ? paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>) : empty}
      </div>
    </>
  );
}
