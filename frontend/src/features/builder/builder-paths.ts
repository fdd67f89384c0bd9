/** The builder's pages. */
export const BUILDER_HOME_PATH = '/builder';
export const editorPath = (draftId: string): string => `/builder/drafts/${encodeURIComponent(draftId)}`;
export const editQuizPath = (slug: string): string => `/builder/quizzes/${encodeURIComponent(slug)}/edit`;
export const hostQuizPath = (slug: string): string => `/arena/host-session?quiz=${encodeURIComponent(slug)}`;
