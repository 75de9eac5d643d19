import type { ThemeMode } from '../internal/core.js'

/** Theme tokens by CSS custom property. Hosts override any of them with `themeVariables`. */
export type ThemeTokens = Record<`--gw-${string}`, string>

const shared: ThemeTokens = {
  '--gw-radius': '16px',
  '--gw-radius-sm': '10px',
  '--gw-font':
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  '--gw-z': '999',
}

/** Light and dark token sets; the CSS sheet is generated from them. */
export const themes: Record<ThemeMode, ThemeTokens> = {
  light: {
    ...shared,
    '--gw-accent': '#3360f0',
    '--gw-accent-fg': '#ffffff',
    '--gw-bg': '#ffffff',
    '--gw-bg-2': '#f1f2f5',
    '--gw-fg': '#141518',
    '--gw-fg-2': '#5f6470',
    '--gw-border': 'rgba(0,0,0,.09)',
    '--gw-error': '#c42b30',
    '--gw-success': '#187a41',
    '--gw-overlay': 'rgba(10,12,16,.45)',
  },
  dark: {
    ...shared,
    '--gw-accent': '#7b96ff',
    '--gw-accent-fg': '#0d0f14',
    '--gw-bg': '#17181c',
    '--gw-bg-2': '#24262c',
    '--gw-fg': '#f3f4f6',
    '--gw-fg-2': '#a1a6b2',
    '--gw-border': 'rgba(255,255,255,.1)',
    '--gw-error': '#ff6b6f',
    '--gw-success': '#4cc485',
    '--gw-overlay': 'rgba(0,0,0,.6)',
  },
}

/** `{ '--gw-x': 'v' }` → `--gw-x:v;` */
export function toDeclarations(tokens: Record<string, string | number>): string {
  return Object.entries(tokens)
    .map(([k, v]) => `${k}:${v};`)
    .join('')
}

/**
 * Host overrides as an inline style object. Only custom properties named `--gw-*` pass, so a host
 * typo cannot restyle the frame in unexpected ways.
 */
export function themeStyle(variables: Record<string, string | number>): Record<string, string> {
  const style: Record<string, string> = {}
  for (const [k, v] of Object.entries(variables)) if (k.startsWith('--gw-')) style[k] = String(v)
  return style
}
