import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useProgramTemplates } from '../api/program-templates';
import { useStudioContext } from '../hooks/use-studio-context';
import { templateBuilderPath, useNewTemplate } from '../hooks/use-new-template';

/**
 * The program studio's overview: the program's name, what the studio does here, and its templates. The error page
 * when they cannot be listed: the not-found page for a program that does not exist.
 */
export function ProgramOverviewPage({ campusId, programId, layout }: { campusId: string; programId: string; /** The overview's editable layout, when app/ composes one. */ layout?: ReactNode }) {
  const { programName } = useStudioContext();
  const templates = useProgramTemplates(programId);
  const { createTemplate, creating } = useNewTemplate(campusId, programId);
  const list = templates.data?.templatesByProgram ?? [];
  if (templates.error && !templates.data) return <QueryErrorPage error={templates.error} />;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{programName ?? programId}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          Build the program&apos;s form templates, lay out its overview and dashboards, manage who takes part in it and
          what each role may do.
        </Typography>
      </div>
      {layout ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography variant="h2" sx={{ mb: 1, px: 1 }}>
            Overview layout
          </Typography>
          {layout}
        </Paper>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h2">Templates</Typography>
          <Button variant="contained" onClick={() => void createTemplate()} disabled={creating}>
            New Template
          </Button>
        </Stack>
        {templates.loading ? null : list.length === 0 ? (
          <Typography color="text.secondary">You have no templates.</Typography>
        ) : (
          <List aria-label="Templates">
            {list.map((template) => (
              <ListItem key={template.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={templateBuilderPath(campusId, template.id)}>
                      {template.name}
                    </Link>
                  }
                  secondary={`Version ${template.version}`}
                />
                <Chip size="small" label={template.status} variant="outlined" />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
