import Button from '@mui/material/Button';
import { useNewTemplate } from '../hooks/use-new-template';

/** New Template: creates the program's new template and opens its builder (used outside the studio too). */
export function NewTemplateButton({ campusId, programId }: { campusId: string; programId: string }) {
  const { createTemplate, creating } = useNewTemplate(campusId, programId);
  return (
    <Button variant="contained" onClick={() => void createTemplate()} disabled={creating}>
      New Template
    </Button>
  );
}
