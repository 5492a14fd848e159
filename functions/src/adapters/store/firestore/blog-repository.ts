import { FieldValue } from 'firebase-admin/firestore';
import { BLOG_INPUT_FIELDS } from '../../../core/schemas/blog';
import { BLOG_TELUGU_FIELDS, type BlogRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { COLLECTIONS } from './collections';
import { blogConverter } from './converters';
import { deleteExisting, isNotFound, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

export function createBlogRepository(context: FirestoreContext): BlogRepository {
  const blogs = () => collectionOf(context, COLLECTIONS.blogs, blogConverter);

  return {
    async list() {
      const snapshot = await buildQuery(context, COLLECTIONS.blogs, blogConverter, { orderBy: [['createdAt', 'desc']] }).get();
      return snapshot.docs.map((doc) => doc.data());
    },

    async get(id) {
      if (!isUsableId(id)) return null;
      return (await blogs().doc(id).get()).data() ?? null;
    },

    async create(input) {
      const ref = blogs().doc();
      await ref.create({ id: ref.id, ...pickFields(withTeluguTexts(input, BLOG_TELUGU_FIELDS), BLOG_INPUT_FIELDS), createdAt: FieldValue.serverTimestamp(), updatedAt: null });
      return readBack(ref);
    },

    async update(id, input) {
      if (!isUsableId(id)) return null;
      const ref = blogs().doc(id);
      try {
        await ref.update(blogConverter.toFirestore({ ...pickFields(withTeluguTexts(input, BLOG_TELUGU_FIELDS), BLOG_INPUT_FIELDS), updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return readBack(ref);
    },

    async delete(id) {
      return isUsableId(id) && deleteExisting(blogs().doc(id));
    },

    async count() {
      return (await buildQuery(context, COLLECTIONS.blogs, blogConverter, {}).count().get()).data().count;
    },
  };
}
