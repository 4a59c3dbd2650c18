import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The frame of a text page (Help, Accessibility, Privacy): its h1, a lead paragraph, then its sections. */
export function SitePage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PageContainer maxWidth="md">
      {/* About 70 characters a line keeps long text readable; links in running text are underlined, not told by colour alone. */}
      <Box component="article" sx={{ maxWidth: '70ch', overflowWrap: 'break-word', '& a': { textDecoration: 'underline' } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: 1 }}>{lead}</Typography>
        {children}
      </Box>
    </PageContainer>
  );
}

/** A section of a text page, named by its h2. */
export function SitePageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ '& p': { mb: 1.5 }, '& ul, & ol': { pl: 3, mt: 0, mb: 1.5 }, '& li': { mb: 0.75 } }}>{children}</Box>
    </Box>
  );
}

/** A paragraph of a text page. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography component="p">{children}</Typography>;
}

/** A bulleted (or, with `ordered`, numbered) list of a text page. */
export function TextList({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  return (
    <Typography component={ordered ? 'ol' : 'ul'}>
      {items.map((item, index) => (
        // The lists are static text: their order never changes.
        <li key={index}>{item}</li>
      ))}
    </Typography>
  );
}
