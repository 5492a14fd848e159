import { ContactsPage } from '@/features/admin-leads/components/contacts-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Contact Messages') };

export function AdminContactsRoute() {
  return <ContactsPage />;
}
