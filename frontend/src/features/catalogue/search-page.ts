// The catalogue's search page (/quizzes): a page chunk of its own, apart from the quiz pages (quiz-pages.ts) and from
// what other features take from the catalogue (index.ts), so a visitor's first search loads only what it shows.
export { CataloguePage } from './components/catalogue-page';
