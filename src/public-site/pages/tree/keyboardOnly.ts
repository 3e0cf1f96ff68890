// Shown only where the main pointer is a mouse or a touchpad (it hovers and points finely), that is on a
// computer, where a keyboard is at hand: keyboard shortcuts mean nothing on a phone or a tablet. Still
// in the page elsewhere, so a description that points at it (aria-describedby) still reads it.
export const keyboardOnly = {
  display: 'none',
  '@media (hover: hover) and (pointer: fine)': { display: 'block' },
} as const;
