import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Contribution, ContributionProblem } from '@trivia/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import {
  type ContributionDraft,
  ContributionFields,
  draftOf,
  editsBetween,
  localToday,
  problemsByField,
  schemaProblems,
} from '../../contribute';
import { useApproveContribution } from '../api/admin-contributions.api';

/** The editor, opened on one contribution: changes are sent as edits, and the server runs QC again on the result. */
function EditForm({ contribution, onDone }: { contribution: Contribution; onDone: () => void }) {
  const original = useMemo(() => draftOf(contribution), [contribution]);
  const [draft, setDraft] = useState<ContributionDraft>(original);
  const [refused, setRefused] = useState<ContributionProblem[]>([]);
  const approve = useApproveContribution();
  const local = useMemo(() => schemaProblems(draft), [draft]);
  const { fields, other } = problemsByField([...local, ...refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (local.length > 0) return;
    const edits = editsBetween(original, draft);
    approve.mutate(
      { id: contribution.id, ...(Object.keys(edits).length > 0 ? { edits } : {}) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const issues = isApiError(error) && error.code === 'VAL_001' ? error.body?.issues : undefined;
          if (issues?.length) setRefused(issues);
          else showErrorToast(error);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit and approve">
      <Stack>
        <Text size="sm" c="dimmed">
          Your changes go into the bank, still credited to {contribution.contributor.name}; quality checks run again
          first.
        </Text>
        <ContributionFields
          draft={draft}
          onChange={(patch) => {
            setDraft((current) => ({ ...current, ...patch }));
            setRefused([]);
          }}
          messages={fields}
          maxDate={localToday()}
        />
        {other.length > 0 ? (
          <Alert color="red" title="Also to fix">
            {other.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={approve.isPending} disabled={local.length > 0}>
            Approve with changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ApproveEditedDialog({
  contribution,
  onDone,
}: {
  contribution: Contribution | null;
  onDone: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={contribution !== null} onClose={onDone} title="Edit and approve" size="xl" fullScreen={narrow}>
      {contribution ? <EditForm key={contribution.id} contribution={contribution} onDone={onDone} /> : null}
    </Modal>
  );
}
