import { useParams } from 'react-router-dom';
import { UpdateArticle } from '@/features/updates/components/update-article';

export function UpdateRoute() {
  const { id = '' } = useParams();
  return (
    <div className="min-h-[60vh] px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <UpdateArticle key={id} id={id} />
    </div>
  );
}
