import { describe, expect, it } from 'vitest';
import { PLOTS_PAGE_SIZE_DEFAULT } from './constants';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('counts the items before the page', () => {
    expect(pageWindow({ page: 3, pageSize: 10 })).toEqual({ page: 3, pageSize: 10, offset: 20 });
    expect(pageWindow({ page: 1, pageSize: 48 })).toEqual({ page: 1, pageSize: 48, offset: 0 });
  });

  it('defaults to the first page of the default size', () => {
    expect(pageWindow({})).toEqual({ page: 1, pageSize: PLOTS_PAGE_SIZE_DEFAULT, offset: 0 });
  });

  it.each([
    [{ page: 0, pageSize: 0 }, { page: 1, pageSize: PLOTS_PAGE_SIZE_DEFAULT, offset: 0 }],
    [{ page: -2, pageSize: -5 }, { page: 1, pageSize: 1, offset: 0 }],
    [{ page: 2.7, pageSize: 4.2 }, { page: 2, pageSize: 4, offset: 4 }],
    [{ page: Number.NaN, pageSize: Number.NaN }, { page: 1, pageSize: PLOTS_PAGE_SIZE_DEFAULT, offset: 0 }],
  ])('makes %o whole and at least 1', (query, expected) => {
    expect(pageWindow(query)).toEqual(expected);
  });
});
