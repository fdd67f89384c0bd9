export { CataloguePage } from './components/catalogue-page';
export { LibraryPage } from './components/library-page';
export { PubQuizLandingPage } from './components/pub-quiz-landing-page';
export { QuizDetailPage } from './components/quiz-detail-page';
export { PUB_LANDING_PAGES, type PubLandingPageId } from './pub-landing-pages';
export { useQuizDetail } from './api/quiz-detail.api';
export { LIBRARY_KEY } from './api/library.api';
export { PackFileButtons, packFilesFor } from './components/pack-downloads';
export { AUDIENCE_LABELS, archetypeName } from './quiz-labels';
