import AddIcon from '@mui/icons-material/Add';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router-dom';
import { useProgramTemplates } from '../api/program-templates';
import { templateBuilderPath, useNewTemplate } from '../hooks/use-new-template';

/**
 * The program menu's Templates group: New Template, then the program's templates, "You have no templates.", or
 * (for a program that does not exist, say) that they could not be loaded.
 */
export function ProgramTemplatesMenu({ campusId, programId, onNavigate }: { campusId: string; programId: string; onNavigate: () => void }) {
  const templates = useProgramTemplates(programId);
  const { createTemplate, creating } = useNewTemplate(campusId, programId);
  const list = templates.data?.templatesByProgram ?? [];
  return (
    <>
      <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>Templates</ListSubheader>
      <ListItem disablePadding>
        <ListItemButton disabled={creating} onClick={() => void createTemplate().then(onNavigate)}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="New Template" />
        </ListItemButton>
      </ListItem>
      {templates.loading ? null : templates.error && !templates.data ? (
        <ListItem>
          <ListItemText secondary="The templates could not be loaded." />
        </ListItem>
      ) : list.length === 0 ? (
        <ListItem>
          <ListItemText secondary="You have no templates." />
        </ListItem>
      ) : (
        list.map((template) => (
          <ListItem key={template.id} disablePadding>
            <ListItemButton component={NavLink} to={templateBuilderPath(campusId, template.id)} onClick={onNavigate} sx={{ pl: 4 }}>
              <ListItemText primary={template.name} />
            </ListItemButton>
          </ListItem>
        ))
      )}
    </>
  );
}
