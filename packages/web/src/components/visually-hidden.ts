/** Styles that hide text on screen but keep it for screen readers (and in the accessible name). Sizes are strings: MUI reads a bare 1 as 100 %. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
