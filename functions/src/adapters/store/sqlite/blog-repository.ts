import { desc, eq } from 'drizzle-orm';
import { BLOG_INPUT_FIELDS, type Blog } from '../../../core/schemas/blog';
import { BLOG_TELUGU_FIELDS, type BlogRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { newId } from './clock';
import type { SqliteDb } from './open-database';
import { countRows, deleteRows, storedTimes } from './rows';
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
        .values({ id: newId(), ...pickFields(withTeluguTexts(input, BLOG_TELUGU_FIELDS), BLOG_INPUT_FIELDS), createdAt: now(), updatedAt: null })
        .returning();
      if (!row) throw new Error('Blog insert returned no row');
      return toBlog(row);
    },

    async update(id, input) {
      const [row] = await db
        .update(blogs)
        .set({ ...pickFields(withTeluguTexts(input, BLOG_TELUGU_FIELDS), BLOG_INPUT_FIELDS), updatedAt: now() })
        .where(eq(blogs.id, id))
        .returning();
      return row ? toBlog(row) : null;
    },

    async delete(id) {
      return deleteRows(db, blogs, eq(blogs.id, id));
    },

    async count() {
      return countRows(db, blogs);
    },
  };
}

export function toBlog(row: BlogRow): Blog {
  return { id: row.id, ...pickFields(row, BLOG_INPUT_FIELDS), ...storedTimes(row) };
}
