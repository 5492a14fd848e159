import { blogParagraphs } from '@core/blog-text';
import { longDate } from '@/i18n/formats';
import { LANGUAGE_TAGS } from '@core/languages';
import { localized } from '@core/localized';
import type { ReactNode } from 'react';
import { Localized } from '@/i18n/localized';
import { useLanguage } from '@/i18n/use-language';

/**
 * An update as visitors read it — category, date ('MMMM d, yyyy'), title, then the content split
 * into paragraphs — shared by the public page and the editor's preview so the two never drift.
 * Everything is rendered as text: markup typed into a post shows as typed and never runs.
 *
 * In the page's language: the date, and the content's Telugu version on a Telugu page when there
 * is one; otherwise the English paragraphs, marked `lang="en"` on a Telugu page (as the category,
 * which has no Telugu version). The back office is English, so its preview shows `content`.
 */
export function PostBody({
  title,
  category,
  date,
  content,
  contentTe,
  headingLevel,
  empty,
  contentTestId,
}: {
  /** The caller picks the title's language (`<Localized>` on the public page). */
  title: ReactNode;
  category: string;
  date: string;
  content: string;
  /** The content in Telugu ('' or left out: none). */
  contentTe?: string;
  headingLevel: 'h1' | 'h2';
  /** Shown instead of the paragraphs when there are none (the preview of an empty post). */
  empty?: ReactNode;
  contentTestId?: string;
}) {
  const Heading = headingLevel;
  const language = useLanguage();
  const body = localized(content, contentTe, language);
  const paragraphs = blogParagraphs(body.text);
  const day = longDate(date, language);
  return (
    <>
      <header className="border-b border-slate-200 pb-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
          {category.trim() ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              <Localized english={category.trim()} />
            </span>
          ) : null}
          {day ? <time dateTime={date}>{day}</time> : null}
        </div>
        <Heading className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{title}</Heading>
      </header>
      <div
        data-testid={contentTestId}
        lang={body.language === language ? undefined : LANGUAGE_TAGS[body.language]}
        className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700"
      >
        {paragraphs.length > 0 ? paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>) : empty}
      </div>
    </>
  );
}
