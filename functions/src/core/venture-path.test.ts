import { describe, expect, it } from 'vitest';
import { ventureIdCandidates, venturePathSegment, ventureSlug } from './venture-path';

describe('venture paths', () => {
  it('makes a readable slug from the name, "venture" when none is left', () => {
    expect(ventureSlug('Sri Sai Nagar — Phase 2')).toBe('sri-sai-nagar-phase-2');
    expect(ventureSlug('శ్రీ సాయి నగర్')).toBe('venture');
  });

  it('puts the id first and reads it back among the candidates', () => {
    const segment = venturePathSegment({ id: 'a-B_c1234567890d', name: 'Green Meadows' });
    expect(segment).toBe('a-B_c1234567890d-green-meadows');
    expect(ventureIdCandidates(segment)).toContain('a-B_c1234567890d');
  });
});
