import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BuilderDraft, type BuilderQuestion, quizSlugSchema } from '@trivia/contracts';
import type { Repository } from 'typeorm';
import { QuizQuestionsService } from '../../catalogue';
import { CustomQuestionEntity, customQuestionIdOf } from '../../catalogue/quizzes/custom-question.entity';
import { QuizEntity } from '../../catalogue/quizzes/quiz.entity';
import { AppException } from '../../common/app-exception';
import type { MemberPrincipal } from '../../identity';
import { toBuilderQuestion } from '../drafting/draft-draw';
import { BuilderDraftEntity } from '../drafts/builder-draft.entity';
import { BuilderDraftsService } from '../drafts/builder-drafts.service';

/**
 * POST /api/builder/quizzes/{slug}/edit: the draft of a member's saved quiz, to edit and save over it. The draft it
 * was saved from when there is one; otherwise (that draft was deleted) a new one read back from the quiz, its own
 * and edited questions as they were written. Editing takes nothing from the month's quota.
 */
@Injectable()
export class QuizToDraftService {
  constructor(
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
    @InjectRepository(BuilderDraftEntity) private readonly draftRows: Repository<BuilderDraftEntity>,
    @InjectRepository(CustomQuestionEntity) private readonly custom: Repository<CustomQuestionEntity>,
    private readonly questions: QuizQuestionsService,
    private readonly drafts: BuilderDraftsService,
  ) {}

  async edit(member: MemberPrincipal, slug: string): Promise<BuilderDraft> {
    const valid = quizSlugSchema.safeParse(slug);
    const quiz = valid.success ? await this.quizzes.findOneBy({ slug: valid.data, ownerId: member.userId }) : null;
    if (!quiz) throw new AppException('RES_001', 'No such quiz of yours');
    const existing = await this.draftRows.findOneBy({ quizId: quiz.id, ownerId: member.userId });
    if (existing) return this.drafts.view(existing);
    await this.drafts.assertMayStart(member);
    const lookup = await this.questions.lookupFor(quiz);
    const customRows = new Map((await this.custom.findBy({ quizId: quiz.id })).map((row) => [row.id, row]));
    const rounds = quiz.rounds.map((round) => ({
      title: round.title,
      questions: round.questionIds.map((id): BuilderQuestion => {
        const question = lookup.get(id);
        if (!question) throw new AppException('QUIZ_002', 'A question of this quiz is missing: it cannot be edited');
        const custom = customRows.get(customQuestionIdOf(id) ?? '');
        const asDraft = toBuilderQuestion(question);
        if (!custom) return asDraft;
        return custom.basedOn
          ? { ...asDraft, id: custom.basedOn, origin: 'bank' }
          : { ...asDraft, id: custom.draftQuestionId, origin: 'own', source: custom.source, asOf: custom.asOf };
      }),
    }));
    const settings: BuilderDraft['settings'] = {
      archetype: quiz.archetype,
      length: quiz.length,
      categories: [],
      curve: 'rising',
      audience: quiz.audience,
      avoidRecent: 0,
    };
    return this.drafts.insert(member.userId, settings, { title: quiz.title, rounds }, quiz.id);
  }
}
