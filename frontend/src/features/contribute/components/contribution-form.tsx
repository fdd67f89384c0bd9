import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContributionProblem } from '@trivia/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { useContributionCheck, useSubmitContribution } from '../api/contributions.api';
import {
  type ContributionDraft,
  DRAFT_FIELDS,
  type DraftField,
  emptyDraft,
  fieldOf,
  localToday,
  problemsByField,
  requestOf,
  schemaProblems,
} from '../contribution-draft';
import { ContributionFields, type FieldMessages } from './contribution-fields';

/** How long typing pauses before the server checks the question again. */
const CHECK_AFTER_MS = 600;

/** What the check line says: checking, what is left, or ready. */
function checkStatus(state: { incomplete: boolean; checking: boolean; problems: number; ready: boolean }): string {
  if (state.incomplete) return 'Fill in every field and the question is checked as you go.';
  if (state.checking) return 'Checking your question…';
  if (state.ready) return 'Checked: no problems found. Ready to send.';
  return `${state.problems} ${state.problems === 1 ? 'thing' : 'things'} to fix before sending.`;
}

/** The contribution form: the shared schema on each field once touched, the server's QC as the member types. */
export function ContributionForm() {
  const [draft, setDraft] = useState<ContributionDraft>(() => emptyDraft());
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [refused, setRefused] = useState<ContributionProblem[] | null>(null);
  const [debounced] = useDebouncedValue(draft, CHECK_AFTER_MS);
  const submit = useSubmitContribution();

  const local = useMemo(() => schemaProblems(draft), [draft]);
  const debouncedRequest = useMemo(
    () => (schemaProblems(debounced).length === 0 ? requestOf(debounced) : null),
    [debounced],
  );
  const check = useContributionCheck(debouncedRequest);
  const upToDate = debounced === draft && !check.isPlaceholderData && !check.isFetching;
  const serverProblems = useMemo(
    () => refused ?? (local.length === 0 ? (check.data?.problems ?? []) : []),
    [refused, local, check.data],
  );

  const messages: FieldMessages = useMemo(() => {
    const shown = local.filter((p) => {
      const field = fieldOf(p.path);
      return field !== null && touched.has(field);
    });
    return problemsByField([...shown, ...serverProblems]).fields;
  }, [local, touched, serverProblems]);

  const change = (patch: Partial<ContributionDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setRefused(null);
    setTouched((current) => new Set([...current, ...(Object.keys(patch) as DraftField[])]));
  };
  const blur = (field: DraftField) => setTouched((current) => new Set([...current, field]));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(new Set(DRAFT_FIELDS));
    const form = event.currentTarget;
    if (local.length > 0) {
      // Focus the first field that needs attention, once React has marked it.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    submit.mutate(requestOf(draft), {
      onSuccess: () => {
        setDraft((current) => ({ ...emptyDraft(), type: current.type, category: current.category }));
        setTouched(new Set());
      },
      onError: (error) => {
        const issues = isApiError(error) && error.code === 'VAL_001' ? error.body?.issues : undefined;
        if (issues?.length) setRefused(issues);
        else showErrorToast(error);
      },
    });
  };

  const unplaced = problemsByField(serverProblems).other;
  const problemCount = local.length + serverProblems.length;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={handleSubmit} noValidate aria-label="Propose a question">
        <Stack>
          <ContributionFields
            draft={draft}
            onChange={change}
            onBlur={blur}
            messages={messages}
            maxDate={localToday()}
          />
          {unplaced.length > 0 ? (
            <Alert color="red" title="Also to fix">
              {unplaced.join(' ')}
            </Alert>
          ) : null}
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c={problemCount > 0 && local.length === 0 ? 'red' : 'dimmed'} aria-live="polite">
              {checkStatus({
                incomplete: local.length > 0,
                checking: !upToDate && local.length === 0,
                problems: serverProblems.length,
                ready: upToDate && serverProblems.length === 0 && check.data?.ok === true,
              })}
            </Text>
            <Button type="submit" loading={submit.isPending}>
              Send for review
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
