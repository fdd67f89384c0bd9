import type { GeneratedQuestion } from '../types.js';
import { duplicateReasons, normalisePrompt } from './duplicates.js';

const q = (
  id: string,
  prompt: string,
  answer: string,
  subject = 'red-planet',
  templateId = 't',
): GeneratedQuestion => ({
  id,
  type: 'text',
  category: 'space',
  difficulty: 'easy',
  prompt,
  answer,
  aliases: [],
  source: 'test',
  asOf: '2026-01-01',
  templateId,
  subject,
  factKey: id,
});

describe('duplicateReasons', () => {
  it.each([
    ['exact prompt', q('b', 'Which planet is the Red Planet?', 'Mars'), true],
    ['punctuation and case only', q('b', 'which PLANET is the red planet', 'Mars'), true],
    ['near duplicate with the same answer', q('b', 'The Red Planet is which planet?', 'Mars'), true],
    ['similar prompt with another answer', q('b', 'Which planet is the Blue Planet?', 'Earth'), false],
  ])('%s', (_label, second, flagged) => {
    const reasons = duplicateReasons([q('a', 'Which planet is the Red Planet?', 'Mars'), second]);
    expect(reasons.has('b')).toBe(flagged);
    expect(reasons.has('a')).toBe(false);
  });

  it('keeps two countries whose names differ by one word (the Congo case)', () => {
    const reasons = duplicateReasons([
      q('a', 'The Republic of the Congo is part of which continent?', 'Africa', 'CG', 'country-continent'),
      q('b', 'The Democratic Republic of the Congo is part of which continent?', 'Africa', 'CD', 'country-continent'),
      q('c', 'Which word describes a person from the Republic of the Congo?', 'Congolese', 'CG', 'country-demonym'),
      q(
        'd',
        'Which word describes a person from the Democratic Republic of the Congo?',
        'Congolese',
        'CD',
        'country-demonym',
      ),
    ]);
    expect(reasons.size).toBe(0);
  });

  it('still flags near-identical subjects of one template and the same fact from another template', () => {
    const reasons = duplicateReasons([
      q('a', 'Who composed the 1812 Overture?', 'Tchaikovsky', 'the 1812 Overture', 'work-composer'),
      q('b', 'Who composed 1812 Overture?', 'Tchaikovsky', '1812 Overture', 'work-composer'),
      q('c', 'The Republic of the Congo is part of which continent?', 'Africa', 'CG', 'country-continent'),
      q('d', 'Which continent is the Republic of the Congo part of?', 'Africa', 'CG', 'other-template'),
    ]);
    expect(reasons.has('b')).toBe(true);
    expect(reasons.has('d')).toBe(true);
    expect(reasons.has('a') || reasons.has('c')).toBe(false);
  });

  it('normalises accents and punctuation', () => {
    expect(normalisePrompt('Où est Bogotá?')).toBe('ou est bogota');
  });
});
