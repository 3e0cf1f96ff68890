// A whole split into its parts (living and deceased, women and men...) as a ring, each part named in the
// legend below it.
import { PieChart } from '@mui/x-charts/PieChart';
import { useNumbers } from './useNumbers.ts';

export interface Share {
  id: string;
  label: string;
  value: number;
  color: string;
}

export function ShareChart({ shares }: { shares: readonly Share[] }) {
  const numbers = useNumbers();
  const whole = shares.reduce((sum, s) => sum + s.value, 0);
  return (
    <PieChart
      height={220}
      series={[
        {
          data: shares.map((s) => ({ ...s })),
          innerRadius: 45,
          outerRadius: 85,
          paddingAngle: 1,
          valueFormatter: ({ value }) => `${numbers.count(value)} (${numbers.percent(value, whole)})`,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
