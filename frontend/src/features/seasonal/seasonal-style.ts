import type { SeasonalTheme } from '@trivia/contracts';
import type { CSSProperties } from 'react';

/** A thin top border in the holiday colour: enough to decorate without hurting contrast. */
export function seasonalHeaderStyle(theme: SeasonalTheme | null): CSSProperties | undefined {
  return theme ? { borderTop: `4px solid ${theme.colors.primary}` } : undefined;
}

/** The footer takes the holiday's dark colour as its background, with light text. */
export function seasonalFooterStyle(theme: SeasonalTheme | null): CSSProperties | undefined {
  return theme
    ? { background: theme.colors.secondary, color: '#ffffff', borderTop: `4px solid ${theme.colors.primary}` }
    : undefined;
}
