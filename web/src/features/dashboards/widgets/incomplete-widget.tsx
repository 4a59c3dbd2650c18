import Alert from '@mui/material/Alert';
import { incompleteWidgetText } from '@schema/dashboards/widgets';

/** What an unfinished widget shows instead of itself. */
export function IncompleteWidget() {
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0, '& .MuiAlert-icon, & .MuiAlert-message': { py: 0.5 } }}>
      {incompleteWidgetText}
    </Alert>
  );
}
