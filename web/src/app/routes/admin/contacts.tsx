import { useEffect } from 'react';
import { ContactsPage } from '@/features/admin-leads/components/contacts-page';

export function AdminContactsRoute() {
  useEffect(() => {
    document.title = 'Contact Messages | Admin';
  }, []);
  return <ContactsPage />;
}
