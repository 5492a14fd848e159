import { describe, expect, it } from 'vitest';
import { boardStatus, isLeadStatus, LEAD_STATUS_TITLES, leadStatusLabel } from './lead-status';

describe('lead states', () => {
  it('knows the three states and their column titles', () => {
    expect(LEAD_STATUS_TITLES).toEqual({ new: 'New', in_progress: 'In Progress', resolved: 'Resolved' });
    expect(isLeadStatus('in_progress')).toBe(true);
    expect(isLeadStatus('closed')).toBe(false);
    expect(isLeadStatus(undefined)).toBe(false);
  });

  it('puts unknown and missing statuses in New', () => {
    expect(boardStatus('resolved')).toBe('resolved');
    expect(boardStatus('archived')).toBe('new');
    expect(boardStatus(undefined)).toBe('new');
    expect(boardStatus(null)).toBe('new');
  });

  it('labels statuses for the dashboard with underscores as spaces', () => {
    expect(leadStatusLabel('in_progress')).toBe('in progress');
    expect(leadStatusLabel('new')).toBe('new');
    expect(leadStatusLabel('')).toBe('new');
  });
});
