import { describe, expect, it } from 'vitest';
import { approvalsSummary, plotApprovals } from './plot-approvals';

describe('approvals summary', () => {
  it('names the RERA number and the layout permit with its authority', () => {
    expect(approvalsSummary({ reraNumber: 'P06060125894', layoutAuthority: 'APCRDA', layoutPermitNumber: '31/2020' })).toBe('RERA P06060125894 · APCRDA LP 31/2020');
    expect(approvalsSummary({ reraNumber: '', layoutAuthority: 'DTCP', layoutPermitNumber: '1234/2019/R' })).toBe('DTCP LP 1234/2019/R');
    expect(approvalsSummary({ reraNumber: 'P06060125894', layoutAuthority: 'DTCP', layoutPermitNumber: '' })).toBe('RERA P06060125894');
  });

  it('is empty without approvals', () => {
    expect(approvalsSummary({ reraNumber: '', layoutAuthority: 'APCRDA', layoutPermitNumber: '' })).toBe('');
  });
});

describe("a plot's approvals", () => {
  const plot = { reraNumber: 'P06060125894', layoutAuthority: 'DTCP' as const, layoutPermitNumber: '12/2018' };
  it('are its own without a venture', () => {
    expect(plotApprovals(plot, null)).toEqual(plot);
  });

  it("are the venture's when linked, each one it leaves blank falling back to the plot's", () => {
    const venture = { reraNumber: 'P06060125999', layoutAuthority: 'APCRDA' as const, layoutPermitNumber: '31/2020' };
    expect(plotApprovals(plot, venture)).toEqual(venture);
    expect(plotApprovals(plot, { ...venture, reraNumber: '' })).toEqual({ ...venture, reraNumber: 'P06060125894' });
    expect(plotApprovals(plot, { ...venture, layoutPermitNumber: '' })).toEqual({ reraNumber: 'P06060125999', layoutAuthority: 'DTCP', layoutPermitNumber: '12/2018' });
  });
});
