import Box from '@mui/material/Box';
import { widgetIsComplete } from '@schema/dashboards/widgets';
import { IncompleteWidget } from '@/features/dashboards/widgets/incomplete-widget';
import { textSetting, type WidgetEditorProps, type WidgetKind, type WidgetViewProps } from '@/features/dashboards/widgets/widget-kind';
import { MetricChart } from '@/features/metrics/components/metric-chart';
import { MetricPicker } from '@/features/metrics/components/metric-picker';

/** Grid row height and margin (schema/src/dashboards/grid.ts): the chart fills the widget's rows, its title above. */
const rowPixels = 50;

function ChartView({ config, size }: WidgetViewProps) {
  if (!widgetIsComplete('chart', config)) return <IncompleteWidget />;
  return (
    <Box sx={{ height: '100%', minHeight: 0 }}>
      <MetricChart metricId={textSetting(config, 'metricId')} height={Math.max(160, size.h * rowPixels - 90)} />
    </Box>
  );
}

function ChartEditor({ config, onChange, programId }: WidgetEditorProps) {
  const metricId = textSetting(config, 'metricId');
  return <MetricPicker programId={programId} value={metricId || null} onChange={(next) => onChange({ ...config, metricId: next ?? '' })} />;
}

/** A chart of one of the program's Metrics (the metrics feature draws it; the dashboards feature places it). */
export const chartWidget: WidgetKind = { type: 'chart', label: 'Chart', View: ChartView, Editor: ChartEditor, initialConfig: { metricId: '' } };
