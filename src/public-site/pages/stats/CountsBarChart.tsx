// Counts as bars, one per label: upright for ordered keys (generations, decades), lying for ranked names.
// In Arabic and Hebrew the chart reads from the right: the first bar, the axis and the bars' growth mirror.
import { BarChart } from '@mui/x-charts/BarChart';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { useNumbers } from './useNumbers.ts';

export interface Bar {
  label: string;
  value: number;
}

const BAR_THICKNESS = 30;
/** At most this many labels under upright bars: a phone has room for no more, and the library's own
 * thinning of crowded labels misjudges mirrored axes. */
const MOST_LABELS = 7;
const MARGIN = { top: 12, bottom: 4, left: 8, right: 8 };

export function CountsBarChart({
  bars,
  color,
  name,
  lying = false,
}: {
  bars: readonly Bar[];
  color: string;
  name: string;
  lying?: boolean;
}) {
  const { dir } = useI18n();
  const numbers = useNumbers();
  const rtl = dir === 'rtl';
  const labels = { scaleType: 'band' as const, data: bars.map((b) => b.label) };
  const counts = { tickMinStep: 1, valueFormatter: (v: number) => numbers.count(v) };
  const step = Math.ceil(bars.length / MOST_LABELS);
  const side = rtl ? ('right' as const) : ('left' as const);
  const series = [{ data: bars.map((b) => b.value), color, label: name, valueFormatter: (v: number | null) => numbers.count(v ?? 0) }];
  return lying ? (
    <BarChart
      layout="horizontal"
      height={bars.length * BAR_THICKNESS + 60}
      yAxis={[{ ...labels, position: side, width: 90 }]}
      xAxis={[{ ...counts, reverse: rtl, height: 36 }]}
      series={series}
      margin={MARGIN}
      hideLegend
    />
  ) : (
    <BarChart
      height={240}
      xAxis={[{ ...labels, reverse: rtl, height: 36, tickLabelInterval: (_: unknown, i: number) => i % step === 0 }]}
      yAxis={[{ ...counts, position: side, width: 44 }]}
      series={series}
      margin={MARGIN}
      hideLegend
    />
  );
}
