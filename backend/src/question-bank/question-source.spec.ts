import type { QuestionEntity } from './question.entity';
import { asPlayed, fitsCurriculum, fitsTheme } from './question-source.service';

describe('asPlayed', () => {
  const question = { id: 'q', difficulty: 'hard', observedDifficulty: null } as QuestionEntity;

  it('keeps the editor’s label while players have not said otherwise', () => {
    expect(asPlayed(question).difficulty).toBe('hard');
  });

  it('takes the label play data gave', () => {
    expect(asPlayed({ ...question, observedDifficulty: 'easy' }).difficulty).toBe('easy');
  });
});

describe('fitsCurriculum', () => {
  const question = {
    id: 'q',
    curriculumSubject: 'history',
    curriculumLevels: ['gcse', 'a-level'],
  } as unknown as QuestionEntity;

  it('keeps every question when no revision set is asked for', () => {
    expect(fitsCurriculum({ ...question, curriculumSubject: null }, undefined)).toBe(true);
  });

  it('keeps a question of the subject, at the level when one is given', () => {
    expect(fitsCurriculum(question, { subject: 'history' })).toBe(true);
    expect(fitsCurriculum(question, { subject: 'history', level: 'a-level' })).toBe(true);
    expect(fitsCurriculum({ ...question, curriculumLevels: ['gcse'] }, { subject: 'history', level: 'a-level' })).toBe(
      false,
    );
    expect(fitsCurriculum(question, { subject: 'science' })).toBe(false);
  });
});

describe('fitsTheme', () => {
  const plain = { id: 'q', media: null, seasons: [] } as unknown as QuestionEntity;
  const christmas = { ...plain, seasons: ['christmas'] } as QuestionEntity;
  const flag = { ...plain, media: { kind: 'flag', code: 'fr' } } as QuestionEntity;

  it('leaves picture questions out of a draw that asks for no picture', () => {
    expect(fitsTheme(plain, {})).toBe(true);
    expect(fitsTheme(flag, {})).toBe(false);
    expect(fitsTheme(flag, { season: 'christmas' })).toBe(false);
  });

  it('keeps only picture questions of the kind asked for', () => {
    expect(fitsTheme(flag, { media: 'flag' })).toBe(true);
    expect(fitsTheme(plain, { media: 'flag' })).toBe(false);
  });

  it('keeps only questions tagged with the season asked for', () => {
    expect(fitsTheme(christmas, { season: 'christmas' })).toBe(true);
    expect(fitsTheme(christmas, { season: 'halloween' })).toBe(false);
    expect(fitsTheme(plain, { season: 'christmas' })).toBe(false);
    expect(fitsTheme(christmas, {})).toBe(true);
  });
});
