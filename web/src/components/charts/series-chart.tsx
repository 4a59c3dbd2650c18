import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { visuallyHidden } from '@/lib/visually-hidden';
import { seriesSummary, valueText, type ChartSpec } from './series-chart-spec';

export type { ChartPoint, ChartSpec } from './series-chart-spec';

/**
 * The drawing itself: bars, a line or a pie, sized to its container (readable down to 360 px). Hidden from
 * assistive technology, so not keyboard-focusable either: the table that follows carries the same numbers.
 */
function Drawing({ spec }: { spec: ChartSpec }) {
  const { points, view, height = 240 } = spec;
  // Counts have no fractions: ticks at whole numbers only.
  const valueAxis = { ...(spec.integers ? { tickMinStep: 1 } : {}) };
  const values = points.map((point) => point.value);
  const labels = points.map((point) => point.label);
  const series = [{ data: values, label: spec.valueLabel, valueFormatter: (value: number | null) => valueText(value ?? 0, spec) }];
  if (view === 'PIE') {
    const data = points.map((point, index) => ({ id: index, value: point.value, label: point.label }));
    return <PieChart disableKeyboardNavigation height={height} series={[{ data, innerRadius: 40, valueFormatter: (item) => valueText(item.value, spec) }]} />;
  }
  if (view === 'LINE') {
    return <LineChart disableKeyboardNavigation height={height} hideLegend series={series} xAxis={[{ scaleType: 'point', data: labels, label: spec.xAxisLabel ?? undefined }]} yAxis={[{ ...valueAxis, label: spec.yAxisLabel ?? undefined }]} />;
  }
  if (spec.horizontal) {
    return <BarChart disableKeyboardNavigation height={points.length * 36 + 60} layout="horizontal" hideLegend series={series} yAxis={[{ scaleType: 'band', data: labels, width: 100 }]} xAxis={[{ ...valueAxis, label: spec.xAxisLabel ?? undefined }]} />;
  }
  return <BarChart disableKeyboardNavigation height={height} hideLegend series={series} xAxis={[{ scaleType: 'band', data: labels, label: spec.xAxisLabel ?? undefined }]} yAxis={[{ ...valueAxis, label: spec.yAxisLabel ?? undefined }]} />;
}

/** The numbers as a table: what a TABLE view shows, and what screen readers read for every drawn view. */
function DataTable({ spec, hidden }: { spec: ChartSpec; hidden: boolean }) {
  return (
    <Table size="small" sx={hidden ? visuallyHidden : undefined}>
      <caption style={hidden ? undefined : visuallyHidden}>{spec.title}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{spec.categoryLabel ?? 'Category'}</TableCell>
          <TableCell scope="col" align="right">
            {spec.valueLabel}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {spec.points.map((point) => (
          <TableRow key={point.key}>
            <TableCell scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {point.label}
            </TableCell>
            <TableCell align="right">{valueText(point.value, spec, point.percentage)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One series drawn with MUI X Charts as its view says (bar, line, pie), or as a table. The drawing is one image
 * to assistive technology, named by a summary; the same numbers follow in a table only screen readers see.
 */
export function SeriesChart({ spec }: { spec: ChartSpec }) {
  if (spec.view === 'TABLE') return <DataTable spec={spec} hidden={false} />;
  return (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <Box role="img" aria-label={seriesSummary(spec)}>
        <Box aria-hidden="true">
          <Drawing spec={spec} />
        </Box>
      </Box>
      <DataTable spec={spec} hidden />
    </Box>
  );
}
