import { describe, expect, it } from 'vitest';
import { activityFieldLabel } from './activity-field-label';

describe('activityFieldLabel', () => {
  it.each([
    ['status', 'Status'],
    ['pricePerSqYard', 'Price per sq yard'],
    ['ResidentialPriceMin', 'Residential price min'],
    ['imageUrl', 'Image URL'],
    ['ventureId', 'Venture ID'],
    ['reraNumber', 'RERA number'],
    ['titleTe', 'Title (Telugu)'],
    ['descriptionTe', 'Description (Telugu)'],
    ['follow_up_date', 'Follow up date'],
    ['note', 'Note'],
    ['shapes', 'Shapes'],
  ])('%s reads "%s"', (field, label) => {
    expect(activityFieldLabel(field)).toBe(label);
  });

  it('gives back a name it cannot word as it is', () => {
    expect(activityFieldLabel('')).toBe('');
    expect(activityFieldLabel('__')).toBe('__');
  });
});
