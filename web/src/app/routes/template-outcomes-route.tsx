import { useParams } from 'react-router-dom';
import { OutcomesEditorPage } from '@/features/outcomes-editor/components/outcomes-editor-page';

/** `/studio/campus/:campusId/template/:templateId/outcomes`: the template's outcome groups. */
export default function TemplateOutcomesRoute() {
  const { templateId = '' } = useParams();
  return <OutcomesEditorPage key={templateId} templateId={templateId} />;
}
