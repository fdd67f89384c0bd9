export { WhiteLabelPage } from './components/white-label-page';
