export { BuilderLandingPage } from './components/builder-landing-page';
export { BuilderPage } from './components/builder-page';
export { DraftEditorPage } from './components/draft-editor-page';
export { EditQuizPage } from './components/edit-quiz-page';
export { EditQuizButton, HostLiveButton } from './components/builder-lists';
