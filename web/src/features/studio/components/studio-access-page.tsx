import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudioAccess } from '../api/studio-access';

/** Who may open each part of the studio, and who grants it. */
const studioParts = [
  {
    name: 'Global Studio',
    what: 'The authorization model, its tools and the global roles.',
    who: 'Open to global administrators: a global administrator adds you to a role with Admin in Global Roles and Permissions.',
  },
  {
    name: 'Campus Studio',
    what: "A campus's programs and its roles.",
    who: "Open to the campus's administrators: a global administrator adds you to the campus's admin role.",
  },
  {
    name: 'Program Studio',
    what: "A program's templates, roles and members.",
    who: "Open to the program's administrators: a campus administrator or one of the program's administrators adds you to its admin role.",
  },
] as const;

/**
 * `/studio`: opens the first studio screen the user can use; when there is none (can_view_studio alone opens
 * no screen), it says what each part of the studio needs and who grants it, instead of an access-denied page.
 */
export function StudioAccessPage() {
  const { data, error, loading } = useStudioAccess();
  const access = data?.navigationAccess;
  useDocumentTitle('Studio');
  if (error && !access) return <QueryErrorPage error={error} />;
  if (loading || !access) return <PageLoading />;
  if (access.studioPath && access.studioPath !== '/studio') return <Navigate to={access.studioPath} replace />;

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 }, maxWidth: 820 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Studio
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {access.studio
          ? 'You may view the Studio, but none of its screens is open to you yet: each one needs an administrator role.'
          : 'None of the Studio is open to you: each of its screens needs an administrator role.'}
      </Typography>
      <Typography variant="h2" sx={{ mb: 1 }}>
        What each part needs
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 2 }, '& dd': { ml: 0, color: 'text.secondary' } }}>
        {studioParts.map((part) => (
          <Box key={part.name}>
            <Typography component="dt">{part.name}</Typography>
            <Typography component="dd">{`${part.what} ${part.who}`}</Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 3 }}>Ask your campus administrator for the access your work needs.</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        Go to Home
      </Button>
    </Box>
  );
}
