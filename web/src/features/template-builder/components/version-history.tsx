import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/format-date';
import { useTemplateVersions } from '../api/template-versions';

/** The versions of the template's group, newest first; each opens in the builder. */
export function VersionHistory({ groupId, currentId, pathOf }: { groupId: string; currentId: string; pathOf: (templateId: string) => string }) {
  const versions = useTemplateVersions(groupId);
  const list = versions.data?.templatesByGroupId ?? [];
  return (
    <section aria-labelledby="version-history-heading">
      <Typography variant="h2" id="version-history-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Version history
      </Typography>
      <List dense disablePadding>
        {list.map((version) => (
          <ListItem key={version.id} disableGutters secondaryAction={<Chip size="small" variant="outlined" label={version.status} />}>
            <ListItemText
              primary={
                version.id === currentId ? (
                  <span aria-current="page">Version {version.version} (open)</span>
                ) : (
                  <Link component={RouterLink} to={pathOf(version.id)}>
                    Version {version.version}
                  </Link>
                )
              }
              secondary={formatDate(version.publishedAt ?? version.lastUpdated)}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
