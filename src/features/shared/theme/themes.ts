// The two themes of SPEC §9. Colours live as CSS variables in src/app/globals.css (one block per theme); this
// registry holds what TypeScript needs: the primary colour for <meta name="theme-color"> and the breakpoints.
export const themes = {
  /** Teal, first breakpoint reading: xs 0, sm 600, md 900, lg 1200, xl 1536. */
  teal: { primary: '#068099', breakpointSet: 'wide', breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  /** Yellow, second breakpoint reading: xs 0, sm 360, md 600, lg 900, xl 1140. */
  yellow: { primary: '#fdc300', breakpointSet: 'narrow', breakpoints: { xs: 0, sm: 360, md: 600, lg: 900, xl: 1140 } },
} as const;

export type ThemeName = keyof typeof themes;

/** Server-render viewport widths (SPEC §9). */
export const renderViewports = { mobile: 360, tablet: 768, desktop: 1024 } as const;
