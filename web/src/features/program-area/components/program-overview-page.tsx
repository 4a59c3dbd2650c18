import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProgramArea } from '../api/program-area';
import { programTemplatePath } from '../hooks/program-paths';

/** The program area's Overview: the program's name and its latest published templates, each opening its page. */
export function ProgramOverviewPage({ programId }: { programId: string }) {
  const { data, loading, error } = useProgramArea(programId);
  const programName = data?.findProgramsByUser.find((program) => program.id === programId)?.name ?? 'Program';
  useDocumentTitle(data ? programName : null);

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  const templates = data?.latestPublishedTemplatesByProgram ?? [];

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {programName}
      </Typography>
      <Typography variant="h2" sx={{ mt: 3, mb: 2 }}>
        Templates
      </Typography>
      {templates.length === 0 ? (
        <Typography color="text.secondary">This program has no published templates.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
          {templates.map((template) => (
            <Box component="li" key={template.groupId}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={programTemplatePath(programId, template.groupId)} sx={{ height: '100%', alignItems: 'flex-start' }}>
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
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
