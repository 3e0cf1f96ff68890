// The charts' colours: each at least 3:1 against the page (WCAG's rule for graphics), and men and women
// in the same blue and rose as the family tree, so a family reads them at a glance.
export const STATS_COLOURS = {
  men: '#1565c0',
  women: '#c2185b',
  living: '#2e7d32',
  deceased: '#616161',
  married: '#6a1b9a',
  unmarried: '#78909c',
  generations: '#00695c',
  decades: '#e65100',
} as const;
