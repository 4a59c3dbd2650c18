import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An image question's reference images (the author's examples), each with what it shows as its alt text and caption. */
export function ReferenceImages({ images }: { images: ReadonlyArray<{ url: string; description?: string | null }> }) {
  if (!images.length) return null;
  return (
    <Box component="ul" aria-label="Reference images" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' } }}>
      {images.map((image, index) => (
        <Box component="li" key={`${image.url}-${index}`} sx={{ minWidth: 0 }}>
          <Box component="img" src={image.url} alt={image.description ?? 'Reference image'} loading="lazy" sx={{ display: 'block', width: '100%', height: 140, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
          {image.description ? (
            <Typography variant="caption" aria-hidden sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
              {image.description}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
