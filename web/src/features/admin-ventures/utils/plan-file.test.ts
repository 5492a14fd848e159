import { LAYOUT_IMAGE_MAX_BYTES } from '@core/venture-constants';
import { describe, expect, it } from 'vitest';
import { looksLikePdf, planFileKind, renderScale } from './plan-file';

describe('a chosen plan file', () => {
  it('takes JPEG, PNG and WebP up to 10 MB, and a PDF to render first', () => {
    expect(planFileKind({ name: 'plan.png', type: 'image/png', size: 1000 })).toEqual({ kind: 'image' });
    expect(planFileKind({ name: 'plan.webp', type: '', size: 1000 })).toEqual({ kind: 'image' });
    expect(planFileKind({ name: 'plan.pdf', type: 'application/pdf', size: 1000 })).toEqual({ kind: 'pdf' });
    expect(planFileKind({ name: 'plan.png', type: 'image/png', size: LAYOUT_IMAGE_MAX_BYTES + 1 })).toEqual({ problem: 'layoutImageTooLarge' });
  });

  it('refuses anything else by key', () => {
    expect(planFileKind({ name: 'plan.gif', type: 'image/gif', size: 10 })).toEqual({ problem: 'layoutImageType' });
    expect(planFileKind({ name: 'plan.svg', type: 'image/svg+xml', size: 10 })).toEqual({ problem: 'layoutImageType' });
    expect(planFileKind({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({ problem: 'layoutImageType' });
  });

  it("knows a PDF by its first bytes, and renders a page's longer side at the size asked", () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('<html>'))).toBe(false);
    expect(renderScale(842, 595, 3000)).toBeCloseTo(3000 / 842);
    expect(renderScale(9000, 100, 3000)).toBe(1);
  });
});
