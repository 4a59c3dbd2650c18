import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format-date';
import { useOutbox } from '../api/outbox';
import { sanitizeInBrowser } from '../hooks/browser-sanitize';

/**
 * The local outbox (what notifications "sent" when running locally), for global administrators: the panel is
 * not shown to anyone the API refuses.
 */
export function OutboxPanel() {
  const { data } = useOutbox();
  if (!data) return null;
  const mails = data.outbox.docs;
  return (
    <Stack component="section" aria-labelledby="outbox-heading" sx={{ gap: 1 }}>
      <Typography id="outbox-heading" variant="h6" component="h2">
        Local outbox ({data.outbox.meta.total})
      </Typography>
      {mails.length === 0 && <Typography color="text.secondary">No mail sent yet.</Typography>}
      {mails.map((mail) => (
        <Accordion key={mail.id} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                To {mail.to.join(', ')} · {formatDateTime(mail.sentAt)}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            {mail.cc.length > 0 && <Typography variant="body2">Cc {mail.cc.join(', ')}</Typography>}
            <Typography variant="body2" color="text.secondary">
              From {mail.from} · {mail.severity}
            </Typography>
            {/* Sanitized when sent; sanitized again here because it is shown as HTML. Layout containment keeps
                anything positioned inside the body's box, should a style ever get through. */}
            <Box sx={{ mt: 1, overflowWrap: 'anywhere', contain: 'layout' }} dangerouslySetInnerHTML={{ __html: sanitizeInBrowser(mail.body) }} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
