/** The audience pages of issue 16: /corporate, /education, /teachers, /ads-landing, and revision practice. */
export { AdsLandingPage } from './components/ads-landing-page';
export { CorporatePage } from './components/corporate-page';
export { EducationPage } from './components/education-page';
export { PracticePage } from './components/practice-page';
export { TeachersPage } from './components/teachers-page';
