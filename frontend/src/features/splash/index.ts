export { SplashPage } from './components/splash-page';
