import { resolve } from 'node:path';
import { readBankFile } from '../bank-file';
import { checkQuestionText, type QuestionTextInput } from './question-qc';

const typed = (over: Partial<QuestionTextInput> = {}): QuestionTextInput => ({
  type: 'text',
  prompt: 'Which river flows through the centre of Paris?',
  answer: 'Seine',
  aliases: ['River Seine', 'La Seine'],
  options: null,
  ...over,
});
const choice = (over: Partial<QuestionTextInput> = {}): QuestionTextInput => ({
  type: 'multiple_choice',
  prompt: 'Which planet is known as the Red Planet?',
  answer: 'Mars',
  aliases: [],
  options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
  ...over,
});
const trueFalse = (over: Partial<QuestionTextInput> = {}): QuestionTextInput => ({
  type: 'true_false',
  prompt: 'The Thames is the longest river entirely in England.',
  answer: 'True',
  aliases: [],
  options: ['True', 'False'],
  ...over,
});

describe('checkQuestionText', () => {
  it.each([
    ['a typed question with alternatives', typed()],
    ['a multiple choice question', choice()],
    ['a two-option multiple choice question', choice({ options: ['Mars', 'Venus'] })],
    ['a true or false statement', trueFalse({ answer: 'False' })],
    [
      'a band the dictionary does not know',
      typed({
        prompt: 'Which Seattle band, Nirvana or Soundgarden, released Nevermind?',
        answer: 'Nirvana',
        aliases: [],
      }),
    ],
    [
      'names in American spelling',
      typed({ prompt: 'Which Japanese fleet attacked Pearl Harbor in 1941?', answer: 'Kido Butai', aliases: [] }),
    ],
    [
      'a capitalised film title as the answer',
      typed({ prompt: 'Which 1980 comedy has the line "Don\'t call me Shirley"?', answer: 'Airplane!', aliases: [] }),
    ],
    [
      'a foreign phrase',
      typed({
        prompt: 'Which French kitchen phrase, mise en place, means "everything in its place"?',
        answer: 'Mise en place',
        aliases: [],
      }),
    ],
    [
      'a spelling question that quotes the American form',
      typed({ prompt: 'Which word do Americans spell "color"?', answer: 'Colour', aliases: [] }),
    ],
    [
      'an ampersand and a comparison, which are not markup',
      typed({ prompt: 'Which is bigger & why: 3 < 5 or 5 > 3?', answer: '5 > 3', aliases: [] }),
    ],
    [
      'a curly apostrophe',
      typed({ prompt: 'Which whisky’s distillery is on Islay’s south coast?', answer: 'Laphroaig', aliases: [] }),
    ],
  ])('passes %s', (_name, question) => {
    expect(checkQuestionText(question)).toEqual([]);
  });

  describe('markup', () => {
    it.each([
      ['a tag in the question', typed({ prompt: 'Which river flows through <b>Paris</b>?' }), 'prompt'],
      ['a script in the answer', typed({ answer: '<script>alert(1)</script>' }), 'answer'],
      [
        'an image tag in an option',
        choice({ options: ['Venus', 'Mars', '<img src=x onerror=alert(1)>', 'Saturn'] }),
        'options.2',
      ],
      ['a character reference in an alternative', typed({ aliases: ['River Seine', 'La&nbsp;Seine'] }), 'aliases.1'],
      ['a numeric reference', typed({ prompt: 'Which river flows through Paris&#39;s centre?' }), 'prompt'],
      ['a script link', typed({ prompt: 'Which river is at javascript:alert(1) in Paris?' }), 'prompt'],
      ['an HTML comment', typed({ answer: 'Seine<!-- hidden -->' }), 'answer'],
    ])('refuses %s', (_name, question, path) => {
      expect(checkQuestionText(question)).toContainEqual({ path, message: 'Remove the HTML: plain text only.' });
    });
  });

  describe('lengths', () => {
    it('refuses a question under 10 characters and an empty answer', () => {
      expect(checkQuestionText(typed({ prompt: 'Paris?', answer: '  ' }))).toEqual(
        expect.arrayContaining([
          { path: 'prompt', message: 'The question needs at least 10 characters.' },
          { path: 'answer', message: 'The answer is empty.' },
        ]),
      );
    });

    it('refuses a question over 300 characters, an answer over 120 and a long option', () => {
      const long = (n: number) => 'a'.repeat(n);
      expect(checkQuestionText(typed({ prompt: `Which ${long(300)}?`, answer: long(121), aliases: [] }))).toEqual([
        { path: 'prompt', message: 'The question is too long: 300 characters at most.' },
        { path: 'answer', message: 'The answer is too long: 120 characters at most.' },
      ]);
      expect(checkQuestionText(choice({ options: ['Venus', 'Mars', long(121)] }))).toEqual([
        { path: 'options.2', message: 'This option is too long: 120 characters at most.' },
      ]);
    });

    it('measures trimmed text, as the contract does', () => {
      expect(checkQuestionText(typed({ prompt: `   ${'Which one?'}   ` }))).toEqual([]);
    });
  });

  describe('British spelling', () => {
    it.each([
      ['What color is the top stripe of the French flag?', 'colour', 'color'],
      ['Which city is at the center of the Bayeux Tapestry story?', 'centre', 'center'],
      ['Who helped organize the first FA Cup final?', 'organise', 'organize'],
      ['Which chemist first tried to analyze air?', 'analyse', 'analyze'],
      ['Which explorer traveled furthest north in 1909?', 'travelled', 'traveled'],
      ['Which metal, aluminum or tin, is lighter?', 'aluminium', 'aluminum'],
      ['Which London theaters stand on Shaftesbury Avenue?', 'theatres', 'theaters'],
      ['Which defense minister resigned in 1963?', 'defence', 'defense'],
    ])('flags "%s" with the British form', (prompt, british, american) => {
      expect(checkQuestionText(typed({ prompt }))).toEqual([
        { path: 'prompt', message: `Use the British spelling "${british}", not "${american}".` },
      ]);
    });

    it('checks the answer too, but not options or alternatives', () => {
      expect(
        checkQuestionText(
          typed({ prompt: 'What do you call a hot flat bread ring?', answer: 'a donut', aliases: ['donut'] }),
        ),
      ).toEqual([{ path: 'answer', message: 'Use the British spelling "doughnut", not "donut".' }]);
      expect(
        checkQuestionText(choice({ prompt: 'Which of these is a colour?', options: ['Mars', 'gray', 'Venus'] })),
      ).toEqual([]);
    });

    it('lists each American word once', () => {
      const problems = checkQuestionText(typed({ prompt: 'Which color, and which other color, is a favorite?' }));
      expect(problems.map((p) => p.message)).toEqual([
        'Use the British spelling "colour", not "color".',
        'Use the British spelling "favourite", not "favorite".',
      ]);
    });
  });

  describe('multiple choice', () => {
    it('needs 2 to 6 options', () => {
      expect(checkQuestionText(choice({ options: ['Mars'] }))).toContainEqual({
        path: 'options',
        message: 'Multiple choice needs 2 to 6 options.',
      });
      expect(
        checkQuestionText(choice({ options: ['Mars', 'Venus', 'Earth', 'Pluto', 'Ceres', 'Eris', 'Io'] })),
      ).toContainEqual({
        path: 'options',
        message: 'Multiple choice needs 2 to 6 options.',
      });
      expect(checkQuestionText(choice({ options: null }))).toContainEqual({
        path: 'options',
        message: 'Multiple choice needs 2 to 6 options.',
      });
    });

    it('refuses duplicate options whatever their case and spacing', () => {
      expect(
        checkQuestionText(choice({ options: ['Venus', 'Mars', ' venus ', 'Jupiter  Saturn', 'jupiter saturn'] })),
      ).toEqual([
        { path: 'options.2', message: 'This option repeats option 1.' },
        { path: 'options.4', message: 'This option repeats option 4.' },
      ]);
    });

    it('needs the answer among the options', () => {
      expect(checkQuestionText(choice({ answer: 'Mercury' }))).toEqual([
        { path: 'answer', message: 'The answer must be one of the options, written the same way.' },
      ]);
    });

    it('refuses an answer that gives itself away (the bank’s rule)', () => {
      const question = choice({
        prompt: 'Which currency is used in Japan?',
        answer: 'Japanese yen',
        options: ['Japanese yen', 'Euro', 'Dollar', 'Rupee'],
      });
      expect(checkQuestionText(question)).toEqual([
        {
          path: 'answer',
          message: 'The answer shares a word with the question and no other option does: it gives itself away.',
        },
      ]);
      expect(checkQuestionText({ ...question, options: ['Japanese yen', 'Japanese won', 'Dollar', 'Rupee'] })).toEqual(
        [],
      );
    });
  });

  describe('true or false', () => {
    it('needs exactly the options True and False, in that order', () => {
      for (const options of [['False', 'True'], ['true', 'false'], ['True', 'False', 'Maybe'], null]) {
        expect(checkQuestionText(trueFalse({ options }))).toEqual([
          { path: 'options', message: 'True or false has exactly the options "True" and "False".' },
        ]);
      }
    });

    it('needs the answer True or False', () => {
      expect(checkQuestionText(trueFalse({ answer: 'Yes' }))).toEqual([
        { path: 'answer', message: 'The answer to true or false is "True" or "False".' },
      ]);
    });
  });

  describe('typed answers', () => {
    it('have no options', () => {
      expect(checkQuestionText(typed({ options: ['Seine', 'Loire'] }))).toEqual([
        { path: 'options', message: 'A typed answer has no options: remove them or choose multiple choice.' },
      ]);
      expect(checkQuestionText(typed({ options: [] }))).toEqual([]);
    });

    it('refuse an alternative that is the answer or repeats another', () => {
      expect(checkQuestionText(typed({ aliases: [' seine', 'River Seine', 'River  Seine', 'river seine'] }))).toEqual([
        { path: 'aliases.0', message: 'This alternative is the answer itself: remove it.' },
        { path: 'aliases.2', message: 'This alternative repeats alternative 2.' },
      ]);
    });
  });

  describe('against the bank', () => {
    const bank = readBankFile(resolve(__dirname, '../../../../packages/question-bank/dist/bank.json'));

    it('has the bank built to compare with', () => {
      expect(bank).not.toBeNull();
    });

    // Every question the bank accepted is one a member could write: member QC must not be stricter by mistake.
    it('passes every question of these types the bank accepted', () => {
      const questions = (bank?.questions ?? []).filter(
        (q) => q.qc.passed && (q.type === 'text' || q.type === 'multiple_choice' || q.type === 'true_false'),
      );
      expect(questions.length).toBeGreaterThan(1000);
      const failing = questions
        .map((q) => ({
          id: q.id,
          problems: checkQuestionText({
            type: q.type as QuestionTextInput['type'],
            prompt: q.prompt,
            answer: q.answer,
            aliases: q.aliases,
            options: q.options ?? null,
          }),
        }))
        .filter((q) => q.problems.length > 0);
      expect(failing).toEqual([]);
    });
  });
});
