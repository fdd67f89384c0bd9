export { appTheme, colorSchemeManager, DEFAULT_COLOR_SCHEME } from './theme-config';
export { useDarkClass } from './hooks/use-dark-class';
export { ThemeToggle } from './components/theme-toggle';
export { ThemeToggleButton } from './components/theme-toggle-button';
