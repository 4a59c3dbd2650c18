import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** The public page of a template group: what guests open, without signing in. */
export const publicTemplatePath = (templateGroupId: string) => `/public/template/${encodeURIComponent(templateGroupId)}`;

/** Said while the public routes are off: the link exists, but guests meet Not Found. */
export const publicRoutesOffText =
  'Public forms are turned off for your campus (feature flag rollout-public-routes): guests who open the link see Not Found until it is turned on.';

/**
 * Where guests find a template open to the public: on a published version, its link with a copy button; on a
 * draft, that publishing opens it. Says when the rollout-public-routes flag is off for the caller's campus.
 */
export function PublicLink({ templateGroupId, published }: { templateGroupId: string; published: boolean }) {
  const { showToast } = useToast();
  const flag = useFeatureFlag('rollout-public-routes');
  const url = `${window.location.origin}${publicTemplatePath(templateGroupId)}`;
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => showToast('Public link copied', { variant: 'success' }),
      () => showToast('The link could not be copied: select it and copy it by hand.', { variant: 'error' }),
    );
  };
  return (
    <Stack spacing={1}>
      {published ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            Public link: <Link href={publicTemplatePath(templateGroupId)} target="_blank" rel="noopener">{url}</Link>
          </Typography>
          <IconButton aria-label="Copy public link" onClick={copy}>
            <ContentCopyIcon />
          </IconButton>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Publish this draft to open it to the public: guests will find it at {url}.
        </Typography>
      )}
      {!flag.loading && !flag.enabled ? <Alert severity="warning">{publicRoutesOffText}</Alert> : null}
    </Stack>
  );
}
