import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { BuilderContent, BuilderDraft } from '@trivia/contracts';
import { isApiError } from '../../../lib/api-client';
import { fetchDraft, putDraft } from '../api/builder-draft.api';
import type { DraftEdit } from '../draft-edits';
import { historyReducer, startHistory, type DraftHistory } from '../draft-history';
import { noIssues, placeIssues, type DraftIssues, type ServerIssue } from '../issue-paths';

/** How long after the last edit autosave waits, so a burst of edits is one request. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * saved: the server has every edit; pending: an edit waits for the autosave; saving: a request is out;
 * invalid: the server refused the draft (QUIZ_003, its issues on their fields); failed: no answer (retry);
 * conflict: another tab or window saved this draft first (409).
 */
export type AutosaveState = 'saved' | 'pending' | 'saving' | 'invalid' | 'failed' | 'conflict';

export const contentOf = (draft: Pick<BuilderDraft, 'title' | 'rounds'>): BuilderContent => ({
  title: draft.title,
  rounds: draft.rounds,
});

export const issuesOf = (error: unknown): ServerIssue[] =>
  isApiError(error) && error.code === 'QUIZ_003' ? (error.body?.issues ?? []) : [];

/** The editor's draft: its undo history, and an autosave of each change with the version it was edited from. */
export function useDraftEditor(draft: BuilderDraft) {
  const [history, dispatch] = useReducer(historyReducer, draft, (d) => startHistory(contentOf(d)));
  const [state, setState] = useState<AutosaveState>('saved');
  const [issues, setIssues] = useState<DraftIssues>(noIssues);
  const version = useRef(draft.version);
  const latest = useRef<DraftHistory>(history);
  const savedChanges = useRef(history.changes);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // Autosave's timers and the save button read the newest history, not the one of the render that set them up.
  useLayoutEffect(() => {
    latest.current = history;
  }, [history]);

  /** Sends what the member has now unless the server has it already; true when the server holds every edit. */
  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const snapshot = latest.current;
    if (snapshot.changes === savedChanges.current) return true;
    setState('saving');
    const request = putDraft(draft.id, { ...snapshot.present, version: version.current })
      .then((updated) => {
        version.current = updated.version;
        savedChanges.current = snapshot.changes;
        setIssues(noIssues());
        const caughtUp = latest.current.changes === snapshot.changes;
        setState(caughtUp ? 'saved' : 'pending');
        return caughtUp;
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 409) setState('conflict');
        else if (isApiError(error) && error.code === 'QUIZ_003') {
          setIssues(placeIssues(issuesOf(error), snapshot.present));
          setState('invalid');
        } else setState('failed');
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    return request;
  }, [draft.id]);

  // Each change the member makes is saved a moment after the last one; a refused draft is tried again on the next.
  useEffect(() => {
    if (history.changes === savedChanges.current) return undefined;
    setState((current) => (current === 'conflict' ? current : 'pending'));
    const timer = setTimeout(() => {
      if (latest.current.changes !== savedChanges.current) void flush();
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history.changes, flush]);

  // Leaving the page with an edit not yet saved sends it at once, and the browser asks before closing the tab.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.changes !== savedChanges.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (latest.current.changes !== savedChanges.current) void flush();
    };
  }, [flush]);

  /** After a conflict: the server's copy replaces the editor's, and editing carries on from its version. */
  const reload = useCallback(async () => {
    const fresh = await fetchDraft(draft.id);
    version.current = fresh.version;
    dispatch({ type: 'load', content: contentOf(fresh) });
    savedChanges.current = latest.current.changes;
    setIssues(noIssues());
    setState('saved');
    return fresh;
  }, [draft.id]);

  const edit = useCallback((change: DraftEdit) => dispatch({ type: 'edit', edit: change }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  return { history, content: history.present, state, issues, setIssues, edit, undo, redo, flush, reload };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;
