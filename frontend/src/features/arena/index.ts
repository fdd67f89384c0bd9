export { ArenaPage } from './components/arena-page';
