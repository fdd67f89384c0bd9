import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import { CustomQuestionEntity, customQuestionIdOf, customQuestionRef } from '../quizzes/custom-question.entity';
import type { QuizEntity } from '../quizzes/quiz.entity';
import type { PackQuestionLookup } from './pack-quiz-reader';

/** What a pack prints as the source of a member's own question that names none. */
export const OWN_QUESTION_SOURCE = "The quiz's author";

/** A custom question in the bank's shape, so packs and live sessions read it as they read any question. */
export function customAsQuestion(custom: CustomQuestionEntity): QuestionEntity {
  return {
    id: customQuestionRef(custom.id),
    type: custom.type,
    category: custom.category,
    difficulty: custom.difficulty,
    prompt: custom.prompt,
    answer: custom.answer,
    aliases: custom.aliases,
    options: custom.options,
    items: null,
    value: null,
    unit: null,
    toleranceNote: null,
    media: custom.media,
    seasons: [],
    explanation: null,
    factKey: custom.factKey,
    source: custom.source ?? OWN_QUESTION_SOURCE,
    asOf: custom.asOf ?? custom.createdAt.toISOString().slice(0, 10),
    qcPassed: true,
    qcReasons: [],
    answerKind: null,
    curriculumSubject: null,
    curriculumLevels: [],
    observedAnswers: 0,
    observedCorrect: 0,
    observedDifficulty: null,
    retired: false,
    contributorId: null,
  };
}

/**
 * A quiz's questions by the ids its rounds name: bank questions from the bank, and a built quiz's own and edited
 * questions (`custom:<id>`) from custom_questions. The pack files and live sessions read every quiz through it.
 */
@Injectable()
export class QuizQuestionsService {
  constructor(
    @InjectRepository(CustomQuestionEntity) private readonly custom: Repository<CustomQuestionEntity>,
    private readonly bank: QuestionSourceService,
  ) {}

  async lookupFor(quiz: Pick<QuizEntity, 'id' | 'ownerId'>): Promise<PackQuestionLookup> {
    const rows = quiz.ownerId ? await this.custom.findBy({ quizId: quiz.id }) : [];
    const custom = new Map(rows.map((row) => [customQuestionRef(row.id), customAsQuestion(row)]));
    return {
      get: (id) => custom.get(id) ?? (customQuestionIdOf(id) === null ? this.bank.get(id) : undefined),
      categoryName: (category) => this.bank.categoryName(category),
    };
  }
}
