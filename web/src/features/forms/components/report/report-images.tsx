import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { ImageUrlsDocument } from '../images/image-answer.generated';

interface ReportImage {
  name: string;
  key: string;
  description?: string | null;
}

/**
 * The images of an answer as thumbnails, each with its description (or file name) under it; a thumbnail opens
 * the full image in a new tab.
 */
export function ReportImages({ formId, images }: { formId: string; images: readonly ReportImage[] }) {
  const keys = images.map((image) => image.key);
  const { data } = useQuery(ImageUrlsDocument, { variables: { formId, keys }, skip: keys.length === 0 });
  const urlOf = (key: string) => data?.imageUrls.find((entry) => entry.key === key)?.url;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      {images.map((image) => {
        const url = urlOf(image.key);
        const caption = image.description || image.name;
        return (
          <Box component="li" key={image.key} sx={{ minWidth: 0, breakInside: 'avoid' }}>
            {url ? (
              <Link href={url} target="_blank" rel="noopener" aria-label={`${caption} (opens the full image in a new tab)`} sx={{ display: 'block' }}>
                <Box component="img" src={url} alt="" sx={{ display: 'block', width: '100%', height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
              </Link>
            ) : (
              <Box sx={{ height: 96, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden />
            )}
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {caption}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
