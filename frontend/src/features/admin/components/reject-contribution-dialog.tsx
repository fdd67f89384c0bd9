import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Contribution } from '@trivia/contracts';
import { type FormEvent, useState } from 'react';
import { useRejectContribution } from '../api/admin-contributions.api';

const REASON_MAX = 300;

/** Asks why (the contributor reads it), then rejects the contribution (audited). */
export function RejectContributionDialog({
  contribution,
  onDone,
}: {
  contribution: Contribution | null;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const reject = useRejectContribution();
  const close = () => {
    setReason('');
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!contribution || reason.trim().length < 3) return;
    reject.mutate({ id: contribution.id, reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <Modal opened={contribution !== null} onClose={close} title="Reject this question">
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            “{contribution?.prompt}”
          </Text>
          <Textarea
            label="Reason"
            description={`${contribution?.contributor.name ?? 'The contributor'} will read this. ${reason.length}/${REASON_MAX} characters.`}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reject.isPending} disabled={reason.trim().length < 3}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
