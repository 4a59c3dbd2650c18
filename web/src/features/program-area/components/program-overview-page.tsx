import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsProgramAdmin } from '../api/program-admin-check';
import { useProgramArea } from '../api/program-area';
import { programStudioPath, programTemplateLink, studioTemplatePath } from '../hooks/program-paths';

/**
 * The program area's Overview: the program's name and its latest published templates, each opening its page.
 * Its administrators also get the way to authoring: New Template, Open in Studio and Edit in Studio.
 */
export function ProgramOverviewPage({
  programId,
  newTemplate,
  content,
}: {
  programId: string;
  newTemplate?: (campusCode: string) => ReactNode;
  /** The overview's body given its default (the templates): the program's saved overview layout, when app/ composes one. */
  content?: (defaults: ReactNode) => ReactNode;
}) {
  const { data, loading, error } = useProgramArea(programId);
  const isAdmin = useIsProgramAdmin(programId);
  const program = data?.program;
  const programName = program?.name ?? 'Program';
  const authoring = isAdmin && program ? program.campusCode : null;
  useDocumentTitle(data ? programName : null);

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  const templates = data?.latestPublishedTemplatesByProgram ?? [];
  const defaults = (
    <>
      <Typography variant="h2" sx={{ mt: 3, mb: 2 }}>
        Templates
      </Typography>
      {templates.length === 0 ? (
        <Typography color="text.secondary">This program has no published templates.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
          {templates.map((template) => (
            <Box component="li" key={template.groupId}>
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardActionArea component={RouterLink} to={programTemplateLink(programId, template.groupId, isAdmin)} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
                  <CardContent>
                    <Typography variant="h3" component="span" sx={{ display: 'block', mb: 1 }}>
                      {template.name}
                    </Typography>
                    {template.description ? (
                      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                        {template.description}
                      </Typography>
                    ) : null}
                  </CardContent>
                </CardActionArea>
                {authoring !== null ? (
                  <CardActions sx={{ pt: 0 }}>
                    <Button size="small" component={RouterLink} to={studioTemplatePath(authoring, template.id)} aria-label={`Edit ${template.name} in Studio`}>
                      Edit in Studio
                    </Button>
                  </CardActions>
                ) : null}
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </>
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {programName}
        </Typography>
        {authoring !== null ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {newTemplate?.(authoring)}
            <Button variant="outlined" component={RouterLink} to={programStudioPath(authoring, programId)}>
              Open in Studio
            </Button>
          </Box>
        ) : null}
      </Box>
      {content ? content(defaults) : defaults}
    </Box>
  );
}
