import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { storedDocumentChecks } from '../../../core/document-checks';
import { VENTURE_INPUT_FIELDS, type LayoutImage, type Venture, type VentureData } from '../../../core/schemas/venture';
import { VENTURE_TELUGU_FIELDS, type NewVenture, type VentureRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { storedTimes } from './rows';
import { plots, ventureLayouts, ventures } from './schema';

type VentureRow = typeof ventures.$inferSelect;
type VentureInsert = typeof ventures.$inferInsert;

/** A venture's row with its layout's version and plan (never its shapes). */
interface VentureWithLayout {
  venture: VentureRow;
  version: number | null;
  image: LayoutImage | null;
}

/**
 * Ventures and their layouts. The layout is a row of venture_layouts: every layout write is one
 * statement that compares and sets its version, so two admins saving the same layout can never
 * both win, and a 400-plot save is one UPDATE of one row.
 */
export function createVentureRepository(db: SqliteDb, now: () => number): VentureRepository {
  const withLayout = () =>
    db
      .select({ venture: ventures, version: ventureLayouts.version, image: ventureLayouts.image })
      .from(ventures)
      .leftJoin(ventureLayouts, eq(ventureLayouts.ventureId, ventures.id));

  async function get(id: string): Promise<Venture | null> {
    const [row] = await withLayout().where(eq(ventures.id, id));
    return row ? toVenture(row) : null;
  }

  return {
    async list() {
      const rows = await withLayout().orderBy(sql`${ventures.name} COLLATE NOCASE`, asc(ventures.id));
      return rows.map(toVenture);
    },

    get,

    async create(input) {
      const id = newId();
      const [[row]] = await db.batch([
        db
          .insert(ventures)
          .values({ id, ...toColumns(input), createdAt: now(), updatedAt: null })
          .returning(),
        db.insert(ventureLayouts).values({ ventureId: id, version: 0, image: null, shapes: [] }),
      ]);
      if (!row) throw new Error('Venture insert returned no row');
      return toVenture({ venture: row, version: 0, image: null });
    },

    async update(id, input) {
      const [[row], [layout]] = await db.batch([
        db
          .update(ventures)
          .set({ ...toColumns(input), updatedAt: now() })
          .where(eq(ventures.id, id))
          .returning(),
        db.select({ version: ventureLayouts.version, image: ventureLayouts.image }).from(ventureLayouts).where(eq(ventureLayouts.ventureId, id)),
      ]);
      return row ? toVenture({ venture: row, version: layout?.version ?? null, image: layout?.image ?? null }) : null;
    },

    async delete(id) {
      // One transaction: its plots stay, with no venture and no number; the layout goes with it
      // (foreign key, on delete cascade). Nothing changes when there is no such venture.
      const [unlinked, deleted] = await db.batch([
        db
          .update(plots)
          .set({ ventureId: '', plotNumber: '', updatedAt: now() })
          .where(and(eq(plots.ventureId, id), exists(db.select({ one: sql`1` }).from(ventures).where(eq(ventures.id, id))))),
        db.delete(ventures).where(eq(ventures.id, id)),
      ]);
      return deleted.rowsAffected > 0 ? { unlinkedPlots: unlinked.rowsAffected } : null;
    },

    async layout(id) {
      const [row] = await db.select({ version: ventureLayouts.version, shapes: ventureLayouts.shapes }).from(ventureLayouts).where(eq(ventureLayouts.ventureId, id));
      return row ? { version: row.version, shapes: row.shapes } : null;
    },

    async saveLayout(id, expectedVersion, shapes) {
      const [saved] = await db
        .update(ventureLayouts)
        .set({ shapes: [...shapes], version: sql`${ventureLayouts.version} + 1` })
        .where(and(eq(ventureLayouts.ventureId, id), eq(ventureLayouts.version, expectedVersion)))
        .returning({ version: ventureLayouts.version });
      if (saved) return { version: saved.version };
      const [stored] = await db.select({ version: ventureLayouts.version }).from(ventureLayouts).where(eq(ventureLayouts.ventureId, id));
      return stored ? 'stale' : null;
    },

    async setLayoutImage(id, image) {
      // Read and write in one transaction: the image it answers as replaced is the one it replaced.
      const [[before], [after]] = await db.batch([
        db.select({ image: ventureLayouts.image }).from(ventureLayouts).where(eq(ventureLayouts.ventureId, id)),
        db
          .update(ventureLayouts)
          .set({ image, version: sql`${ventureLayouts.version} + 1` })
          .where(eq(ventureLayouts.ventureId, id))
          .returning({ version: ventureLayouts.version }),
      ]);
      return after ? { previous: before?.image ?? null, version: after.version } : null;
    },

    async imagePublicIds() {
      const result = await db.all<{ publicId: string }>(sql`
        SELECT json_extract(photo.value, '$.publicId') AS publicId FROM ${ventures}, json_each(${ventures.images}) AS photo
          WHERE json_extract(photo.value, '$.publicId') <> ''
        UNION
        SELECT json_extract(${ventureLayouts.image}, '$.publicId') FROM ${ventureLayouts}
          WHERE json_extract(${ventureLayouts.image}, '$.publicId') <> ''`);
      return result.map((row) => row.publicId);
    },

    async summaries() {
      const rows = await db
        .select({ id: ventures.id, name: ventures.name, createdAt: ventures.createdAt, updatedAt: ventures.updatedAt })
        .from(ventures)
        .orderBy(desc(ventures.createdAt), desc(ventures.id));
      return rows.map((row) => ({ id: row.id, name: row.name, ...storedTimes(row) }));
    },
  };
}

/** The data fields stored in a column of the same name: all but the coordinates (two columns). */
type ColumnField = Exclude<keyof VentureData, 'coordinates'>;
const COLUMN_FIELDS = VENTURE_INPUT_FIELDS.filter((field): field is ColumnField => field !== 'coordinates');

function toColumns(input: NewVenture): Omit<VentureInsert, 'id' | 'createdAt' | 'updatedAt'> {
  const data = withTeluguTexts(input, VENTURE_TELUGU_FIELDS);
  return { ...pickFields(data, COLUMN_FIELDS), latitude: data.coordinates.latitude, longitude: data.coordinates.longitude };
}

export function toVenture({ venture, version, image }: VentureWithLayout): Venture {
  return {
    id: venture.id,
    ...pickFields(venture, COLUMN_FIELDS),
    coordinates: { latitude: venture.latitude, longitude: venture.longitude },
    documents: storedDocumentChecks(venture.documents),
    layout: { image: image ?? null, version: version ?? 0 },
    ...storedTimes(venture),
  };
}
