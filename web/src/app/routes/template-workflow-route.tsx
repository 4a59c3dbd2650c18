import { useParams } from 'react-router-dom';
import { WorkflowTabPage } from '@/features/workflow-editor/components/workflow-tab-page';

/** `/studio/campus/:campusId/template/:templateId/workflow`: the workflow forms of the template move through. */
export default function TemplateWorkflowRoute() {
  const { templateId = '' } = useParams();
  return <WorkflowTabPage key={templateId} templateId={templateId} />;
}
