import Divider from '@mui/material/Divider';
import type { WidgetKind } from './widget-kind';

function DividerView() {
  return <Divider sx={{ my: 1 }} />;
}

/** A line between parts of the dashboard; it has no settings. */
export const dividerWidget: WidgetKind = { type: 'divider', label: 'Divider', View: DividerView, initialConfig: {} };
