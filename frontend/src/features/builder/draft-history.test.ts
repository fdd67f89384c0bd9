import { bankQuestion, ids, sampleContent } from './builder-test-data';
import { canRedo, canUndo, HISTORY_LIMIT, historyReducer, startHistory, type DraftHistory } from './draft-history';
import type { DraftEdit } from './draft-edits';

const edit = (history: DraftHistory, change: DraftEdit) => historyReducer(history, { type: 'edit', edit: change });

describe('the draft history (undo and redo)', () => {
  it('undoes and redoes each edit in turn', () => {
    let history = startHistory(sampleContent());
    history = edit(history, { kind: 'delete-question', id: 'b' });
    history = edit(history, { kind: 'move-question', id: 'a', to: { round: 1, index: 0 } });
    expect(ids(history.present)).toEqual([['c'], ['a', 'd', 'e']]);

    history = historyReducer(history, { type: 'undo' });
    expect(ids(history.present)).toEqual([
      ['a', 'c'],
      ['d', 'e'],
    ]);
    history = historyReducer(history, { type: 'undo' });
    expect(ids(history.present)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(canUndo(history)).toBe(false);

    history = historyReducer(history, { type: 'redo' });
    expect(ids(history.present)).toEqual([
      ['a', 'c'],
      ['d', 'e'],
    ]);
    expect(canRedo(history)).toBe(true);
  });

  it('forgets what could be redone once a new edit is made', () => {
    let history = edit(startHistory(sampleContent()), { kind: 'delete-question', id: 'a' });
    history = historyReducer(history, { type: 'undo' });
    history = edit(history, { kind: 'delete-question', id: 'e' });
    expect(canRedo(history)).toBe(false);
    expect(ids(history.present)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('makes typing in one title one step, and a title in another field a new step', () => {
    let history = startHistory(sampleContent());
    for (const title of ['S', 'Sc', 'Sci']) history = edit(history, { kind: 'round-title', round: 0, title });
    history = edit(history, { kind: 'round-title', round: 1, title: 'Music' });
    history = edit(history, { kind: 'title', title: 'Quiz night' });
    expect(history.past).toHaveLength(3);

    history = historyReducer(history, { type: 'undo' });
    history = historyReducer(history, { type: 'undo' });
    expect(history.present.rounds.map((round) => round.title)).toEqual(['Sci', 'Round 2']);
    history = historyReducer(history, { type: 'undo' });
    expect(history.present.rounds[0]?.title).toBe('Round 1');
  });

  it('starts a new step when the member types in the same title again after an undo', () => {
    let history = edit(startHistory(sampleContent()), { kind: 'title', title: 'A' });
    history = historyReducer(history, { type: 'undo' });
    history = edit(history, { kind: 'title', title: 'B' });
    history = edit(history, { kind: 'title', title: 'Bc' });
    expect(history.past).toHaveLength(1);
    expect(historyReducer(history, { type: 'undo' }).present.title).toBe('Friday Night Quiz');
  });

  it('counts changes for autosave, but not a load from the server, which clears the history', () => {
    let history = edit(startHistory(sampleContent()), { kind: 'delete-question', id: 'a' });
    history = historyReducer(history, { type: 'undo' });
    expect(history.changes).toBe(2);
    history = historyReducer(history, { type: 'load', content: sampleContent() });
    expect(history.changes).toBe(2);
    expect(canUndo(history) || canRedo(history)).toBe(false);
  });

  it('ignores an edit that changes nothing, and undo or redo with nothing to go to', () => {
    const history = startHistory(sampleContent());
    expect(edit(history, { kind: 'delete-question', id: 'gone' })).toBe(history);
    expect(historyReducer(history, { type: 'undo' })).toBe(history);
    expect(historyReducer(history, { type: 'redo' })).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(sampleContent());
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) {
      history = edit(history, { kind: 'replace-question', id: 'a', question: bankQuestion('a', { answer: `A${i}` }) });
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
