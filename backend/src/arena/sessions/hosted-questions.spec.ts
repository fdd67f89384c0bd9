import type { Question } from '@trivia/arena-engine';
import type { HostedPoll } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { type BankQuestion, quizQuestions, runningOrder, typesOf } from './hosted-questions';

const text = (id: string): Question => ({ id, type: 'text', prompt: `Prompt ${id}`, answer: 'Paris', aliases: [] });
const choice = (id: string): Question => ({
  id,
  type: 'multiple_choice',
  prompt: `Which ${id}?`,
  options: ['A', 'B', 'C', 'D'],
  correctIndex: 2,
});

const bank = new Map<string, BankQuestion>([
  ['q1', { question: text('q1'), flagCode: null }],
  ['q2', { question: choice('q2'), flagCode: null }],
  ['f1', { question: text('f1'), flagCode: 'gb-wls' }],
]);
const flagUrl = (code: string) => `/api/catalogue/flags/${code}.svg`;

const poll = (prompt: string, at: HostedPoll['at']): HostedPoll => ({ prompt, options: ['Yes', 'No'], at });

describe('a host-led session’s questions', () => {
  it('runs a catalogue quiz in round order, each question carrying its round’s title and flags their picture', () => {
    const questions = quizQuestions(
      [
        { title: 'Round 1: General knowledge', questionIds: ['q1', 'q2'] },
        { title: 'Round 2: Flags', questionIds: ['f1'] },
      ],
      (id) => bank.get(id),
      flagUrl,
    );
    expect(questions.map((q) => [q.id, q.round, q.imageUrl])).toEqual([
      ['q1', 'Round 1: General knowledge', undefined],
      ['q2', 'Round 1: General knowledge', undefined],
      ['f1', 'Round 2: Flags', '/api/catalogue/flags/gb-wls.svg'],
    ]);
    // The answer key travels with the question (the engine keeps it to itself).
    expect(questions[1]).toMatchObject({ correctIndex: 2, options: ['A', 'B', 'C', 'D'] });
  });

  it('refuses a quiz naming a question the bank does not have, rather than running it short', () => {
    const run = () => quizQuestions([{ title: 'R1', questionIds: ['q1', 'gone'] }], (id) => bank.get(id), flagUrl);
    expect(run).toThrow(AppException);
    expect(run).toThrow(/a question is missing/);
  });

  it('puts the host’s start polls first and end polls last, numbered in the order written, with no key', () => {
    const order = runningOrder(
      [text('q1'), choice('q2')],
      [poll('How are you feeling?', 'start'), poll('Did you enjoy it?', 'end'), poll('Coffee or tea?', 'start')],
    );
    expect(order.map((q) => q.id)).toEqual(['poll-1', 'poll-3', 'q1', 'q2', 'poll-2']);
    expect(order[0]).toEqual({ id: 'poll-1', type: 'poll', prompt: 'How are you feeling?', options: ['Yes', 'No'] });
  });

  it('refuses polls past what a session can run, on the polls field, saying how many fit', () => {
    const questions = Array.from({ length: 75 }, (_, i) => text(`q${i}`));
    const polls = Array.from({ length: 6 }, (_, i) => poll(`Poll ${i}?`, 'end'));
    expect(runningOrder(questions, polls.slice(0, 5))).toHaveLength(80);
    try {
      runningOrder(questions, polls);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(AppException);
      const refusal = error as AppException;
      expect(refusal.code).toBe('VAL_001');
      expect(JSON.stringify(refusal.issues)).toContain('room for 5 poll(s)');
    }
  });

  it('lists the types a session runs once each', () => {
    expect(typesOf(runningOrder([text('a'), choice('b'), text('c')], [poll('Ready?', 'start')]))).toEqual([
      'multiple_choice',
      'poll',
      'text',
    ]);
  });
});
