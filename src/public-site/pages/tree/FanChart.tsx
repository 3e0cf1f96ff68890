// The fan chart: a person's ancestors as a half circle, the person at the centre, the father's line on the
// side a reader starts from and the mother's on the other, each ancestor in a sector tinted by their gender.
// Names are SVG text in their own direction (an Arabic name is laid out right to left on any page): along the
// arc in the inner rings, along the radius in the outer ones. A tap on a member's sector centres the fan on them.
import { useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import type { Ancestor } from '../../../../common/generated/api.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { lifeYears } from '../family/lifeSpan.ts';
import { asCardPerson, generationOf, generationsReached } from './ahnentafel.ts';
import {
  arcPath,
  centrePath,
  centreRadius,
  fanRadius,
  fittingSize,
  radialLabel,
  sectorOf,
  sectorPath,
  writtenAlongArc,
  type Sector,
} from './fanLayout.ts';
import { labelDirection } from './labelDirection.ts';
import { useTreePalette } from './treePalette.ts';

const TINT = { male: '#e3f0fc', female: '#fce7ef', unknown: '#efefef' } as const;
const MARGIN = 8;

interface Props {
  ancestors: readonly Ancestor[];
  /** The father's line on the right, for Arabic and Hebrew. */
  mirrored: boolean;
  onCentre?: (id: number) => void;
  /** What a screen reader calls the picture. */
  label: string;
}

/** Text in its own base direction, whatever the page's. */
const bidi = (text: string) => ({ direction: labelDirection(text), unicodeBidi: 'embed' }) as const;

function ArcLabel({ id, place, sector, years }: { id: string; place: Ancestor; sector: Sector; years?: string }) {
  const middle = (sector.inner + sector.outer) / 2;
  const nameRadius = middle + 4;
  const length = nameRadius * (sector.from - sector.to) - 8;
  const size = fittingSize(place.name, length, generationOf(place.number) === 1 ? 16 : 13);
  return (
    <>
      <path id={`${id}-name`} d={arcPath(nameRadius, sector)} fill="none" />
      <text fontSize={size} fontWeight={700} textAnchor="middle" {...bidi(place.name)}>
        <textPath href={`#${id}-name`} startOffset="50%">
          {place.name}
        </textPath>
      </text>
      {years && (
        <>
          <path id={`${id}-years`} d={arcPath(middle - 14, sector)} fill="none" />
          <text fontSize={Math.min(11, size)} textAnchor="middle" fill="#555" {...bidi(years)}>
            <textPath href={`#${id}-years`} startOffset="50%">
              {years}
            </textPath>
          </text>
        </>
      )}
    </>
  );
}

function RadialLabel({ place, sector, years }: { place: Ancestor; sector: Sector; years?: string }) {
  const { x, y, rotate } = radialLabel(sector);
  const across = ((sector.inner + sector.outer) / 2) * (sector.from - sector.to);
  const size = fittingSize(place.name, sector.outer - sector.inner - 10, Math.min(12, across / (years ? 2.6 : 1.4)));
  const showYears = years && across >= size * 2.6;
  return (
    <text transform={`translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${rotate.toFixed(2)})`} textAnchor="middle" fontSize={size}>
      <tspan x={0} dy={showYears ? '-0.15em' : '0.35em'} fontWeight={700} {...bidi(place.name)}>
        {place.name}
      </tspan>
      {showYears && (
        <tspan x={0} dy="1.15em" fontSize={size * 0.85} fill="#555" {...bidi(years)}>
          {years}
        </tspan>
      )}
    </text>
  );
}

export function FanChart({ ancestors, mirrored, onCentre, label }: Props) {
  const { t } = useI18n();
  const palette = useTreePalette();
  const prefix = useId().replace(/:/g, '');
  const byNumber = new Map(ancestors.map((a) => [a.number, a]));
  const generations = generationsReached(ancestors);
  const radius = fanRadius(generations);
  const person = byNumber.get(1);
  // Every place of the half circle, so the fan keeps its shape: a grey one is an ancestor not recorded.
  const places = [...Array(2 ** generations).keys()].slice(2);
  const open = (place: Ancestor | undefined) => (place?.id != null && place.number !== 1 && onCentre ? place.id : undefined);
  const keyed = (id: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onCentre?.(id);
  };
  const personYears = person && lifeYears(asCardPerson(person), t);
  return (
    <Box
      component="svg"
      viewBox={`${-radius - MARGIN} ${-radius - MARGIN} ${2 * (radius + MARGIN)} ${radius + 2 * MARGIN}`}
      // A picture to a screen reader, or, when its sectors can be tapped, a named group of those buttons.
      role={onCentre ? 'group' : 'img'}
      aria-label={label}
      sx={{
        width: '100%',
        height: 'auto',
        display: 'block',
        fontFamily: 'inherit',
        // A sector the keyboard is on shows it by its outline: an SVG group draws no focus ring of its own.
        '& [role=button]': { outline: 'none' },
        '& [role=button]:focus-visible > path': { stroke: palette.focus, strokeWidth: 4 },
      }}
    >
      {places.map((number) => {
        const place = byNumber.get(number);
        const sector = sectorOf(number, mirrored);
        const id = open(place);
        const years = place && lifeYears(asCardPerson(place), t);
        return (
          <g
            key={number}
            {...(id !== undefined && {
              role: 'button',
              tabIndex: 0,
              onClick: () => onCentre?.(id),
              onKeyDown: keyed(id),
              cursor: 'pointer',
            })}
            aria-label={place?.name}
          >
            <path d={sectorPath(sector)} fill={TINT[place?.gender ?? 'unknown']} stroke="#fff" strokeWidth={2} />
            {place &&
              (writtenAlongArc(number) ? (
                <ArcLabel id={`${prefix}-${number}`} place={place} sector={sector} years={years} />
              ) : (
                <RadialLabel place={place} sector={sector} years={generationOf(number) <= 4 ? years : undefined} />
              ))}
            {place && <title>{[place.name, years].filter(Boolean).join(' · ')}</title>}
          </g>
        );
      })}
      <path d={centrePath()} fill={person?.gender === 'female' ? palette.female : palette.male} />
      {person && (
        <text textAnchor="middle" fill="#fff">
          <tspan
            x={0}
            y={-centreRadius * 0.45}
            fontSize={fittingSize(person.name, centreRadius * 1.6, 16)}
            fontWeight={700}
            {...bidi(person.name)}
          >
            {person.name}
          </tspan>
          {personYears && (
            <tspan x={0} y={-centreRadius * 0.18} fontSize={10} {...bidi(personYears)}>
              {personYears}
            </tspan>
          )}
        </text>
      )}
    </Box>
  );
}
