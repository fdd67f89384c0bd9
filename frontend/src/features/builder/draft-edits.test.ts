import { BUILDER_LIMITS } from '@trivia/contracts';
import { bankQuestion, ids, sampleContent } from './builder-test-data';
import { applyEdit, dropPlace, neighbourPlace } from './draft-edits';
import { roundDropId } from './element-ids';

describe('draft edits', () => {
  it('moves a question within its round and into another round', () => {
    const content = sampleContent();
    expect(ids(applyEdit(content, { kind: 'move-question', id: 'a', to: { round: 0, index: 2 } }))).toEqual([
      ['b', 'c', 'a'],
      ['d', 'e'],
    ]);
    expect(ids(applyEdit(content, { kind: 'move-question', id: 'c', to: { round: 1, index: 1 } }))).toEqual([
      ['a', 'b'],
      ['d', 'c', 'e'],
    ]);
    expect(ids(content)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('replaces a question in place (an edit or a swap), and adds one at the end of its round', () => {
    const swapped = applyEdit(sampleContent(), { kind: 'replace-question', id: 'b', question: bankQuestion('x') });
    expect(ids(swapped)).toEqual([
      ['a', 'x', 'c'],
      ['d', 'e'],
    ]);
    const added = applyEdit(swapped, { kind: 'add-question', round: 1, question: bankQuestion('own-1') });
    expect(ids(added)).toEqual([
      ['a', 'x', 'c'],
      ['d', 'e', 'own-1'],
    ]);
  });

  it('refuses a question into a full round', () => {
    const content = sampleContent();
    content.rounds[1] = {
      title: 'Full',
      questions: Array.from({ length: BUILDER_LIMITS.perRound.max }, (_, i) => bankQuestion(`f${i}`)),
    };
    expect(applyEdit(content, { kind: 'move-question', id: 'a', to: { round: 1, index: 0 } })).toBe(content);
    expect(applyEdit(content, { kind: 'add-question', round: 1, question: bankQuestion('own') })).toEqual(content);
  });

  it('removes only an empty round, and never the last one', () => {
    let content = applyEdit(sampleContent(), { kind: 'add-round', title: 'Round 3' });
    expect(content.rounds.map((round) => round.title)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(applyEdit(content, { kind: 'delete-round', round: 0 })).toBe(content);
    content = applyEdit(content, { kind: 'delete-round', round: 2 });
    expect(content.rounds).toHaveLength(2);
    const lone = { title: 'Solo', rounds: [{ title: 'Only', questions: [] }] };
    expect(applyEdit(lone, { kind: 'delete-round', round: 0 })).toBe(lone);
  });

  it('takes "move up" and "move down" across the ends of a round', () => {
    const content = sampleContent();
    expect(neighbourPlace(content, 'b', -1)).toEqual({ round: 0, index: 0 });
    expect(neighbourPlace(content, 'c', 1)).toEqual({ round: 1, index: 0 });
    expect(neighbourPlace(content, 'd', -1)).toEqual({ round: 0, index: 3 });
    expect(neighbourPlace(content, 'a', -1)).toBeNull();
    expect(neighbourPlace(content, 'e', 1)).toBeNull();
  });

  it('places a drop on a question at its place, and on a round at that round’s end', () => {
    const content = sampleContent();
    expect(dropPlace(content, 'e')).toEqual({ round: 1, index: 1 });
    expect(dropPlace(content, roundDropId(0))).toEqual({ round: 0, index: 3 });
    expect(dropPlace(content, roundDropId(5))).toBeNull();
    expect(dropPlace(content, 'gone')).toBeNull();
  });
});
