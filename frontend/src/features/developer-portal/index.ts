export { ApiDocsPage } from './components/api-docs-page';
export { ComparisonPage } from './components/comparison-page';
export { DeveloperAuthPage } from './components/developer-auth-page';
export { DeveloperDashboardPage } from './components/developer-dashboard-page';
export { DeveloperPortalPage } from './components/developer-portal-page';
