import { count, desc, eq } from 'drizzle-orm';
import type { Blog } from '../../../core/schemas/blog';
import type { BlogRepository } from '../../../ports/store';
import { newId, toIso, toIsoOrNull } from './clock';
import type { SqliteDb } from './open-database';
import { blogs } from './schema';

type BlogRow = typeof blogs.$inferSelect;

export function createBlogRepository(db: SqliteDb, now: () => number): BlogRepository {
  return {
    async list() {
      const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
      return rows.map(toBlog);
    },

    async get(id) {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      return row ? toBlog(row) : null;
    },

    async create(input) {
      const [row] = await db
        .insert(blogs)
        .values({
          id: newId(),
          title: input.title,
          category: input.category,
          content: input.content,
          createdAt: now(),
          updatedAt: null,
        })
        .returning();
      if (!row) throw new Error('Blog insert returned no row');
      return toBlog(row);
    },

    async update(id, input) {
      const [row] = await db
        .update(blogs)
        .set({ title: input.title, category: input.category, content: input.content, updatedAt: now() })
        .where(eq(blogs.id, id))
        .returning();
      return row ? toBlog(row) : null;
    },

    async delete(id) {
      const result = await db.delete(blogs).where(eq(blogs.id, id));
      return result.rowsAffected > 0;
    },

    async count() {
      const [row] = await db.select({ total: count() }).from(blogs);
      return row?.total ?? 0;
    },
  };
}

function toBlog(row: BlogRow): Blog {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    content: row.content,
    createdAt: toIso(row.createdAt),
    updatedAt: toIsoOrNull(row.updatedAt),
  };
}
