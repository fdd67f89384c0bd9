import type { BuilderContent } from '@trivia/contracts';
import { applyEdit, type DraftEdit } from './draft-edits';

/** How many steps back undo reaches; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

export interface DraftHistory {
  past: BuilderContent[];
  present: BuilderContent;
  future: BuilderContent[];
  /** Typing in one title is one step to undo, not one a letter: the key of the edit that may still grow. */
  openKey: string | null;
  /** Bumped by every change the member makes (edit, undo, redo), never by a load: autosave watches it. */
  changes: number;
}

export type HistoryAction =
  | { type: 'edit'; edit: DraftEdit }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The server's copy replaces everything (first load, or after a conflict): nothing to undo. */
  | { type: 'load'; content: BuilderContent };

export const startHistory = (content: BuilderContent): DraftHistory => ({
  past: [],
  present: content,
  future: [],
  openKey: null,
  changes: 0,
});

/** Edits that merge with the one before while the member keeps typing in the same field. */
function coalesceKey(edit: DraftEdit): string | null {
  if (edit.kind === 'title') return 'title';
  if (edit.kind === 'round-title') return `round-title:${edit.round}`;
  return null;
}

function record(history: DraftHistory, edit: DraftEdit): DraftHistory {
  const next = applyEdit(history.present, edit);
  if (next === history.present) return history;
  const key = coalesceKey(edit);
  const merging = key !== null && key === history.openKey;
  return {
    past: merging ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    openKey: key,
    changes: history.changes + 1,
  };
}

/** Undo and redo of every edit: a pure reducer, so the editor, its keys and its buttons share one history. */
export function historyReducer(history: DraftHistory, action: HistoryAction): DraftHistory {
  switch (action.type) {
    case 'edit':
      return record(history, action.edit);
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        openKey: null,
        changes: history.changes + 1,
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return {
        past: [...history.past, history.present],
        present: next,
        future: rest,
        openKey: null,
        changes: history.changes + 1,
      };
    }
    case 'load':
      return { ...startHistory(action.content), changes: history.changes };
  }
}

export const canUndo = (history: DraftHistory): boolean => history.past.length > 0;
export const canRedo = (history: DraftHistory): boolean => history.future.length > 0;
