// The statistics page's body: the headline figures, then one section per subject, each chart with its
// table. Figures over private fields are counts; the oldest living members come only when the server
// sent them (moderators and admins).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FamilyStats } from '../../../../common/generated/types.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { ChartFigure } from './ChartFigure.tsx';
import { CountsBarChart } from './CountsBarChart.tsx';
import { DataTable } from './DataTable.tsx';
import { everyDecade } from './decades.ts';
import { KeyFigures } from './KeyFigures.tsx';
import { PersonLink } from './PersonLink.tsx';
import { ShareChart, type Share } from './ShareChart.tsx';
import { STATS_COLOURS } from './statsColours.ts';
import { PAIR } from './statsLayout.ts';
import { useNumbers } from './useNumbers.ts';

const DECADE_SPAN = 9;

function SharesFigure({ title, note, column, shares }: { title: string; note?: string; column: string; shares: Share[] }) {
  const t = useTranslate();
  const numbers = useNumbers();
  const whole = shares.reduce((sum, s) => sum + s.value, 0);
  return (
    <ChartFigure
      title={title}
      note={note}
      chart={<ShareChart shares={shares} />}
      headers={[t(column), t('stats.columns.count'), t('stats.columns.share')]}
      rows={shares.map((s) => ({ key: s.id, cells: [s.label, numbers.count(s.value), numbers.percent(s.value, whole)] }))}
    />
  );
}

function NamesFigure({ title, names, color }: { title: string; names: FamilyStats['commonNames']['men']; color: string }) {
  const t = useTranslate();
  const numbers = useNumbers();
  return (
    <ChartFigure
      title={title}
      level="h3"
      chart={
        <CountsBarChart lying bars={names.map((n) => ({ label: n.name, value: n.count }))} color={color} name={t('stats.columns.count')} />
      }
      headers={[t('stats.columns.name'), t('stats.columns.count')]}
      rows={names.map((n) => ({ key: n.name, cells: [n.name, numbers.count(n.count)] }))}
    />
  );
}

export function StatsSections({ stats }: { stats: FamilyStats }) {
  const t = useTranslate();
  const numbers = useNumbers();
  const { families, marriages } = stats;
  const births = everyDecade(stats.birthsPerDecade);
  const decade = (year: number) => `${numbers.year(year)}–${numbers.year(year + DECADE_SPAN)}`;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section">
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('stats.glance')}
        </Typography>
        <KeyFigures
          figures={[
            { id: 'members', label: t('stats.members'), value: numbers.count(stats.members) },
            { id: 'living', label: t('stats.living'), value: numbers.count(stats.living) },
            { id: 'deceased', label: t('stats.deceased'), value: numbers.count(stats.deceased) },
            { id: 'women', label: t('stats.women'), value: numbers.count(stats.women) },
            { id: 'men', label: t('stats.men'), value: numbers.count(stats.men) },
            { id: 'longestLine', label: t('stats.longestLine'), value: numbers.count(stats.generations.length) },
          ]}
        />
      </Box>
      <Box sx={PAIR}>
        <SharesFigure
          title={t('stats.lifeTitle')}
          column="stats.columns.status"
          shares={[
            { id: 'living', label: t('stats.living'), value: stats.living, color: STATS_COLOURS.living },
            { id: 'deceased', label: t('stats.deceased'), value: stats.deceased, color: STATS_COLOURS.deceased },
          ]}
        />
        <SharesFigure
          title={t('stats.genderTitle')}
          column="stats.columns.gender"
          shares={[
            { id: 'women', label: t('stats.women'), value: stats.women, color: STATS_COLOURS.women },
            { id: 'men', label: t('stats.men'), value: stats.men, color: STATS_COLOURS.men },
          ]}
        />
      </Box>
      <ChartFigure
        title={t('stats.generationsTitle')}
        note={t('stats.generationsNote', { count: stats.generations.length })}
        chart={
          <CountsBarChart
            bars={stats.generations.map((g) => ({ label: numbers.year(g.key), value: g.count }))}
            color={STATS_COLOURS.generations}
            name={t('stats.columns.count')}
          />
        }
        headers={[t('stats.columns.generation'), t('stats.columns.count')]}
        rows={stats.generations.map((g) => ({ key: g.key, cells: [numbers.year(g.key), numbers.count(g.count)] }))}
      />
      <ChartFigure
        title={t('stats.decadesTitle')}
        note={t('stats.decadesNote')}
        chart={
          <CountsBarChart
            bars={births.map((d) => ({ label: numbers.year(d.key), value: d.count }))}
            color={STATS_COLOURS.decades}
            name={t('stats.columns.births')}
          />
        }
        headers={[t('stats.columns.decade'), t('stats.columns.births')]}
        rows={births.map((d) => ({ key: d.key, cells: [decade(d.key), numbers.count(d.count)] }))}
      />
      <Box component="section">
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('stats.namesTitle')}
        </Typography>
        <Box sx={PAIR}>
          <NamesFigure title={t('stats.menNames')} names={stats.commonNames.men} color={STATS_COLOURS.men} />
          <NamesFigure title={t('stats.womenNames')} names={stats.commonNames.women} color={STATS_COLOURS.women} />
        </Box>
      </Box>
      <Box component="section">
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('stats.familiesTitle')}
        </Typography>
        <KeyFigures
          figures={[
            { id: 'parents', label: t('stats.parents'), value: numbers.count(families.parents) },
            { id: 'averageChildren', label: t('stats.averageChildren'), value: numbers.decimal(families.averageChildren) },
          ]}
        />
        {families.largest.length > 0 && (
          <>
            <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
              {t('stats.largestFamilies')}
            </Typography>
            <DataTable
              caption={t('stats.largestFamilies')}
              headers={[t('stats.columns.parent'), t('stats.columns.children')]}
              rows={families.largest.map((f) => ({ key: f.id, cells: [<PersonLink key={f.id} {...f} />, numbers.count(f.children)] }))}
            />
          </>
        )}
      </Box>
      <SharesFigure
        title={t('stats.marriagesTitle')}
        note={t('stats.partnersNote', { count: marriages.partners })}
        column="stats.columns.partner"
        shares={[
          { id: 'married', label: t('stats.married'), value: marriages.married, color: STATS_COLOURS.married },
          { id: 'unmarried', label: t('stats.unmarried'), value: stats.members - marriages.married, color: STATS_COLOURS.unmarried },
        ]}
      />
      {stats.oldestLiving && (
        <Box component="section" data-testid="stats-oldest">
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('stats.oldestTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('stats.oldestNote')}
          </Typography>
          <DataTable
            caption={t('stats.oldestTitle')}
            headers={[t('stats.columns.member'), t('stats.columns.born')]}
            rows={stats.oldestLiving.map((m) => ({ key: m.id, cells: [<PersonLink key={m.id} {...m} />, numbers.year(m.birthYear)] }))}
          />
        </Box>
      )}
    </Box>
  );
}
