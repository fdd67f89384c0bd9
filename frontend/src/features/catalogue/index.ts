export { PUB_LANDING_PAGES, type PubLandingPageId } from './pub-landing-pages';
export { useQuizDetail } from './api/quiz-detail.api';
export { LIBRARY_KEY } from './api/library.api';
export { PackFileButtons, packFilesFor } from './components/pack-downloads';
export { AUDIENCE_LABELS, archetypeName } from './quiz-labels';
export { useBuiltQuizTitle } from './api/quiz-title.api';
export { DeleteBuiltQuizButton } from './components/delete-built-quiz-button';
