import { useParams } from 'react-router-dom';
import { TemplateIntroPage } from '@/features/templates/components/template-intro-page';

/** `/template/:templateGroupId`: the template intro page. */
export default function TemplateIntroRoute() {
  const { templateGroupId = '' } = useParams();
  return <TemplateIntroPage key={templateGroupId} templateGroupId={templateGroupId} />;
}
