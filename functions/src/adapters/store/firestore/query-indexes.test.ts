import { describe, expect, it } from 'vitest';
import { shapeOf, type QuerySpec } from './queries';
import { compareIndexes, neededIndex, neededIndexes, type CompositeIndex, type IndexField } from '../../../testing/firestore-query-indexes';

/** A composite index on plots, as firestore.indexes.json declares one. */
const plotsIndex = (...fields: IndexField[]): CompositeIndex => ({ collectionGroup: 'plots', queryScope: 'COLLECTION', fields });

const need = (spec: QuerySpec) => neededIndex(shapeOf('plots', spec))?.index.fields.map((f) => `${f.fieldPath} ${'order' in f ? f.order : f.arrayConfig}`) ?? null;

describe('neededIndex (Firestore index rules)', () => {
  it('needs no composite index where single-field indexes serve', () => {
    expect(need({})).toBeNull();
    expect(need({ where: [['status', '==', 'available']] })).toBeNull();
    // Any number of equality filters: Firestore merges single-field indexes.
    expect(need({ where: [['status', '==', 'a'], ['category', '==', 'b'], ['featured', '==', true]] })).toBeNull();
    expect(need({ orderBy: [['createdAt', 'desc']], limit: 5 })).toBeNull();
    expect(need({ where: [['processedAt', '<', 1]], limit: 5 })).toBeNull();
    expect(need({ where: [['price', '>=', 1], ['price', '<=', 2]], orderBy: [['price', 'desc']] })).toBeNull();
    // One array-contains(-any) alone: the field's automatic array index.
    expect(need({ where: [['features', 'array-contains-any', ['a', 'b']]] })).toBeNull();
    expect(need({ where: [['features', 'array-contains', 'a']] })).toBeNull();
  });

  it('puts an array-contains field with the equality fields, as CONTAINS', () => {
    expect(need({ where: [['features', 'array-contains', 'a'], ['status', '==', 'b']] })).toEqual(['status ASCENDING', 'features CONTAINS']);
    expect(need({ where: [['features', 'array-contains-any', ['a']]], orderBy: [['createdAt', 'desc']] })).toEqual(['features CONTAINS', 'createdAt DESCENDING']);
    const shape = shapeOf('plots', { where: [['features', 'array-contains', 'a'], ['status', '==', 'b']] });
    const declared = plotsIndex({ fieldPath: 'features', arrayConfig: 'CONTAINS' }, { fieldPath: 'status', order: 'ASCENDING' });
    expect(compareIndexes([declared], neededIndexes([shape]))).toEqual({ missing: [], unneeded: [] });
    const ordered = plotsIndex({ fieldPath: 'features', order: 'ASCENDING' }, declared.fields[1]!);
    expect(compareIndexes([ordered], neededIndexes([shape])).unneeded).toEqual([ordered]);
  });

  it('puts equality fields first, then the ordered fields with their directions', () => {
    expect(need({ where: [['status', '==', 'a'], ['featured', '==', true]], orderBy: [['createdAt', 'desc']] })).toEqual([
      'featured ASCENDING',
      'status ASCENDING',
      'createdAt DESCENDING',
    ]);
    expect(need({ orderBy: [['featured', 'desc'], ['createdAt', 'desc']] })).toEqual(['featured DESCENDING', 'createdAt DESCENDING']);
    expect(need({ where: [['category', 'in', ['a', 'b']], ['price', '>', 5]] })).toEqual(['category ASCENDING', 'price ASCENDING']);
    // Inequality fields not ordered explicitly come after the orderBy fields.
    expect(need({ where: [['price', '>', 5]], orderBy: [['createdAt', 'desc']] })).toEqual(['createdAt DESCENDING', 'price ASCENDING']);
    // An orderBy on an equality field is constant, so it adds nothing.
    expect(need({ where: [['status', '==', 'a']], orderBy: [['status', 'asc'], ['createdAt', 'asc']] })).toEqual(['status ASCENDING', 'createdAt ASCENDING']);
  });

  it('reports a declared index as missing or unneeded, accepting equality fields in any order', () => {
    const featuredShape = shapeOf('plots', { where: [['status', '==', 'a'], ['featured', '==', true]], orderBy: [['createdAt', 'desc']] });
    const declared = plotsIndex(
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'featured', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    );
    const needed = neededIndexes([featuredShape, featuredShape, shapeOf('plots', {})]);
    expect(needed).toHaveLength(1);
    expect(compareIndexes([declared], needed)).toEqual({ missing: [], unneeded: [] });

    const wrongDirection: CompositeIndex = { ...declared, fields: [declared.fields[0]!, declared.fields[1]!, { fieldPath: 'createdAt', order: 'ASCENDING' }] };
    expect(compareIndexes([wrongDirection], needed)).toEqual({ missing: needed, unneeded: [wrongDirection] });
    expect(compareIndexes([{ ...declared, collectionGroup: 'blogs' }], needed).missing).toEqual(needed);

    // A new query shape that needs an index the file lacks.
    const newQuery = shapeOf('contactSubmissions', { where: [['status', '==', 'new']], orderBy: [['createdAt', 'desc']] });
    expect(compareIndexes([declared], neededIndexes([featuredShape, newQuery])).missing.map((n) => n.index.collectionGroup)).toEqual(['contactSubmissions']);
  });
});
