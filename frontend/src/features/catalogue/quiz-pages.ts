// A quiz's page, the library and the pub quiz landing pages: a page chunk of their own, apart from the search page
// (search-page.ts), which loads neither their download buttons nor the session reports they link to.
export { LibraryPage } from './components/library-page';
export { PubQuizLandingPage } from './components/pub-quiz-landing-page';
export { QuizDetailPage } from './components/quiz-detail-page';
