import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SavedBuilderQuiz } from '@trivia/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { PackFilesService } from '../../catalogue/packs/pack-files.service';
import { AppException } from '../../common/app-exception';
import { EntitlementsService } from '../../entitlements';
import type { MemberPrincipal } from '../../identity';
import { BuilderDraftEntity } from '../drafts/builder-draft.entity';
import { builderQuota, BuilderDraftsService } from '../drafts/builder-drafts.service';
import { DraftChecksService } from '../drafts/draft-checks.service';
import { builtQuizSlug, type SavedQuizContent, savedQuizContent } from './saved-quiz';

/**
 * Saving a draft as the member's own quiz. The first save of a draft takes one of the month's custom quizzes in
 * the transaction that writes the quiz (QUIZ_001 when none is left, and nothing is written); saving it again
 * updates the same quiz, takes nothing, and forgets its built files so the next download has the new content (the
 * old files are removed from storage a while later).
 * The draft is locked for the save, so a double click saves (and counts) once.
 */
@Injectable()
export class BuilderSaveService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entitlements: EntitlementsService,
    private readonly drafts: BuilderDraftsService,
    private readonly checks: DraftChecksService,
    private readonly packFiles: PackFilesService,
  ) {}

  async save(member: MemberPrincipal, draftId: string): Promise<SavedBuilderQuiz> {
    await this.drafts.owned(member.userId, draftId);
    const entitlements = await this.entitlements.for(member);
    const savedAt = new Date();
    let replacedFiles: string[] = [];
    const saved = await this.dataSource.transaction(async (manager) => {
      const draft = await manager.findOne(BuilderDraftEntity, {
        where: { id: draftId, ownerId: member.userId },
        lock: { mode: 'pessimistic_write' },
      });
      // Deleted meanwhile (by the member, or with the quiz it was saved as).
      if (!draft) throw new AppException('RES_001', 'No such draft');
      const checked = this.checks.check(draft.content, true);
      const quiz = savedQuizContent(checked, draft.settings);
      let quizId = draft.quizId;
      let slug: string;
      if (quizId) {
        slug = await this.update(manager, quizId, quiz, savedAt);
        replacedFiles = await this.packFiles.invalidate(manager, quizId);
      } else {
        await entitlements.consume('customQuizzes', manager);
        ({ id: quizId, slug } = await this.insert(manager, member.userId, quiz, savedAt));
        await manager.update(BuilderDraftEntity, { id: draftId }, { quizId });
      }
      await this.replaceCustomQuestions(manager, quizId, member.userId, quiz);
      return { slug, title: quiz.title, questionCount: quiz.questionCount };
    });
    await this.packFiles.discardLater(replacedFiles);
    return { ...saved, savedAt: savedAt.toISOString(), quota: await builderQuota(entitlements) };
  }

  private async insert(
    manager: EntityManager,
    ownerId: string,
    quiz: SavedQuizContent,
    savedAt: Date,
  ): Promise<{ id: string; slug: string }> {
    const slug = builtQuizSlug(quiz.title);
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO quizzes (slug, title, description, archetype, difficulty, length, audience, season, categories,
         rounds, fact_keys, bank_version, published_at, search_text, owner_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
         coalesce((SELECT version FROM content_versions WHERE name = 'question-bank'), 'none'), $12, $13, $14)
       RETURNING id`,
      [slug, ...this.columns(quiz), savedAt, quiz.searchText, ownerId],
    );
    return { id: row!.id, slug };
  }

  /** The quiz's content replaced, and published_at stamped: a build under way for the old content is not kept. */
  private async update(manager: EntityManager, quizId: string, quiz: SavedQuizContent, savedAt: Date) {
    const [[row]]: [{ slug: string }[], number] = await manager.query(
      `UPDATE quizzes SET title = $2, description = $3, archetype = $4, difficulty = $5, length = $6, audience = $7,
         season = $8, categories = $9, rounds = $10, fact_keys = $11, published_at = $12, search_text = $13,
         bank_version = coalesce((SELECT version FROM content_versions WHERE name = 'question-bank'), 'none')
       WHERE id = $1 RETURNING slug`,
      [quizId, ...this.columns(quiz), savedAt, quiz.searchText],
    );
    return row!.slug;
  }

  private columns(quiz: SavedQuizContent) {
    return [
      quiz.title,
      quiz.description,
      quiz.archetype,
      quiz.difficulty,
      quiz.length,
      quiz.audience,
      quiz.season,
      quiz.categories,
      JSON.stringify(quiz.rounds),
      quiz.factKeys,
    ];
  }

  private async replaceCustomQuestions(
    manager: EntityManager,
    quizId: string,
    ownerId: string,
    quiz: SavedQuizContent,
  ) {
    await manager.query(`DELETE FROM custom_questions WHERE quiz_id = $1`, [quizId]);
    for (const q of quiz.custom) {
      await manager.query(
        `INSERT INTO custom_questions (id, quiz_id, owner_id, draft_question_id, based_on, type, category, difficulty,
           prompt, answer, aliases, options, source, as_of, media, fact_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          q.id,
          quizId,
          ownerId,
          q.draftQuestionId,
          q.basedOn,
          q.type,
          q.category,
          q.difficulty,
          q.prompt,
          q.answer,
          q.aliases,
          q.options,
          q.source,
          q.asOf,
          q.media ? JSON.stringify(q.media) : null,
          q.factKey,
        ],
      );
    }
  }
}
