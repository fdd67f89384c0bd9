export { HostedSessionsSection } from './components/sessions-section';
export { OwnResultPage } from './components/own-result-page';
export { SessionReportPage } from './components/session-report-page';
