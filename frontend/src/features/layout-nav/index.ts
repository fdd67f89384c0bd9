export { AppHeader } from './components/app-header';
export { AppFooter } from './components/app-footer';
