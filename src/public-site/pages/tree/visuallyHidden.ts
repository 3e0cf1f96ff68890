// Read by screen readers, not drawn: the usual clip pattern (display: none would hide it from them too).
// Sizes are strings: in MUI's sx a bare 1 means 100%.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
