/** The catalogue's public face for other domains: taking a quiz whole (packs, live sessions) and its pictures. */
export { PacksModule } from './packs/packs.module';
export { type QuizForUse, type QuizUse, QuizUsesService } from './packs/quiz-uses.service';
export { QuizQuestionsService } from './packs/quiz-questions.service';
export type { StoredRound } from './quizzes/quiz.entity';
export { flagImageUrl } from './quizzes/quiz-detail.service';
export { recipeAt } from './composition/recipes';
export type { RoundRecipe } from './composition/round-recipe';
