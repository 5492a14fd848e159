import { describe, expect, it } from 'vitest';
import { approvalsSummary } from './plot-approvals';

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
