import { PLOTS_PAGE_SIZE_DEFAULT } from './constants';

export interface PageWindow {
  /** 1-based, whole. */
  page: number;
  /** Whole, at least 1. */
  pageSize: number;
  /** How many items come before the page. */
  offset: number;
}

/**
 * The page a search asked for, as every store serves it: page and size made whole and at least 1
 * (the route's schema already does so; a caller that skipped it still gets a sane page), and how
 * many items precede it.
 */
export function pageWindow(query: { page?: number | undefined; pageSize?: number | undefined }): PageWindow {
  const page = Math.max(1, Math.floor(query.page || 1));
  const pageSize = Math.max(1, Math.floor(query.pageSize || PLOTS_PAGE_SIZE_DEFAULT));
  return { page, pageSize, offset: (page - 1) * pageSize };
}
