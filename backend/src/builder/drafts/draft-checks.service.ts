import { Injectable } from '@nestjs/common';
import type { BuilderContent } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { checkQuestionText, hasMarkup } from '../../question-bank';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import { type CheckedDraft, checkDraft } from '../validation/draft-validation';

/** The server's own check of a draft, against the live bank and the bank's QC: QUIZ_003 naming every field. */
@Injectable()
export class DraftChecksService {
  constructor(private readonly source: QuestionSourceService) {}

  /** The draft as the server keeps it, or QUIZ_003 with every issue; `complete` for a quiz about to be saved. */
  check(content: BuilderContent, complete: boolean): CheckedDraft {
    const checked = checkDraft(
      content,
      { bank: (id) => this.source.get(id), qc: checkQuestionText, hasMarkup },
      complete,
    );
    if (checked.issues.length > 0) {
      const message = complete ? 'The quiz needs changes before it can be saved' : 'The draft needs changes';
      throw new AppException('QUIZ_003', message, checked.issues);
    }
    return checked;
  }
}
