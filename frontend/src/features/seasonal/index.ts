export { useSeasonalTheme } from './hooks/use-seasonal-theme';
export { SeasonalBadge } from './components/seasonal-badge';
export { SeasonalGreeting } from './components/seasonal-greeting';
export { seasonalFooterStyle, seasonalHeaderStyle } from './seasonal-style';
