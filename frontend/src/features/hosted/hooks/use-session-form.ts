import type { RevisionSet } from '@trivia/contracts';
import { useState } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { emptyPoll, sessionFormFor, type PollDraft, type SessionFormValues } from '../session-form';

/** The errors a change to `key` settles: its own, and those of the fields inside it (`teams.1`, `polls.0.prompt`). */
function without(errors: FieldErrors, key: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field !== key && !field.startsWith(`${key}.`)));
}

/** The setup form's values and errors; changing a field clears what was said about it. */
export function useSessionForm(
  slug: string | null,
  round: number | null = null,
  curriculum: RevisionSet | null = null,
) {
  const [values, setValues] = useState<SessionFormValues>(() => sessionFormFor(slug, round, curriculum));
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof SessionFormValues>(key: K, value: SessionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => without(current, key));
  };

  const setTeam = (index: number, name: string) => {
    setValues((current) => ({ ...current, teams: current.teams.map((t, i) => (i === index ? name : t)) }));
    setErrors((current) => without(without(current, `teams.${index}`), 'teams'));
  };

  const setPoll = (index: number, change: Partial<PollDraft>) => {
    setValues((current) => ({
      ...current,
      polls: current.polls.map((poll, i) => (i === index ? { ...poll, ...change } : poll)),
    }));
    const keys = Object.keys(change).map((key) => `polls.${index}.${key}`);
    setErrors((current) => keys.reduce(without, current));
  };

  // Adding or removing a team or a poll renumbers those after it: their messages would land on the wrong one.
  const setTeams = (teams: string[]) => set('teams', teams);
  const addPoll = () => set('polls', [...values.polls, emptyPoll()]);
  const removePoll = (index: number) =>
    set(
      'polls',
      values.polls.filter((_, i) => i !== index),
    );

  return { values, errors, setErrors, set, setTeam, setTeams, setPoll, addPoll, removePoll };
}

export type SessionForm = ReturnType<typeof useSessionForm>;
