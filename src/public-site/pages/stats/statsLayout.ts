// The page's grids, shared by the figures and the shapes shown while they load, so both take the same room.
export const FIGURE_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
  gap: 1.5,
  m: 0,
} as const;
export const FIGURE_HEIGHT = '6.5rem';

/** Two charts side by side where the screen is wide enough, one above the other on a phone. */
export const PAIR = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 } as const;
