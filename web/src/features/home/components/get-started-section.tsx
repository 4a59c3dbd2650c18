import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { AppLink } from '@/components/app-link';
import type { HomeQuery } from '@/gql/graphql';
import { EmptySection, HomeSection } from './home-section';

/** Get Started: templates the caller may start, each opening its template intro page. */
export function GetStartedSection({ templates }: { templates: HomeQuery['assessmentTemplates'] }) {
  return (
    <HomeSection title="Get Started">
      {templates.length === 0 ? (
        <EmptySection text="There is nothing to start right now." />
      ) : (
        <List disablePadding>
          {templates.map((template) => (
            <ListItem key={template.id} divider disableGutters>
              <ListItemText
                primary={<AppLink href={`/template/${template.templateGroupId}`}>{template.label}</AppLink>}
                secondary={template.description}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
