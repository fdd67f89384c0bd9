export { QcServicePage } from './components/qc-service-page';
