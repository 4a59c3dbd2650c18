import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast-context';
import { useCreateCampusTemplateMutation } from '../api/create-campus-template';

/** The builder's address of a template. */
export function templateBuilderPath(campusId: string, templateId: string): string {
  return `/studio/campus/${encodeURIComponent(campusId)}/template/${encodeURIComponent(templateId)}`;
}

/** New Template: creates 'Untitled' in the program and opens its builder. */
export function useNewTemplate(campusId: string, programId: string) {
  const [create, { loading }] = useCreateCampusTemplateMutation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const createTemplate = async () => {
    try {
      const result = await create({ variables: { input: { programId, templateName: 'Untitled' } } });
      const id = result.data?.createCampusTemplate.id;
      // The builder puts the focus in the name field: a new template is named first.
      if (id) await navigate(templateBuilderPath(campusId, id), { state: { focusName: true } });
    } catch {
      showToast('The template could not be created. Please try again.', { variant: 'error' });
    }
  };
  return { createTemplate, creating: loading };
}
