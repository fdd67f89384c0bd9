import type { QuestionEntity } from './question.entity';
import { asPlayed } from './question-source.service';

describe('asPlayed', () => {
  const question = { id: 'q', difficulty: 'hard', observedDifficulty: null } as QuestionEntity;

  it('keeps the editor’s label while players have not said otherwise', () => {
    expect(asPlayed(question).difficulty).toBe('hard');
  });

  it('takes the label play data gave', () => {
    expect(asPlayed({ ...question, observedDifficulty: 'easy' }).difficulty).toBe('easy');
  });
});
