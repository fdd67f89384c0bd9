import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import { categoryName, type Contribution } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { useApproveContribution } from '../api/admin-contributions.api';
import { formatDateTime } from './admin-dates';

const TYPE_LABELS: Record<Contribution['type'], string> = {
  text: 'Typed answer',
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
};

/** A label and its value on one line; the value wraps anywhere (a long link or word never widens the card). */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** The question as sent, every field as plain text: nothing a contributor wrote is read as markup. */
function ContributionDetails({ contribution }: { contribution: Contribution }) {
  const c = contribution;
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {c.prompt}
      </Text>
      <Detail label="Answer">{c.answer}</Detail>
      {c.aliases.length > 0 ? <Detail label="Also accepted">{c.aliases.join(' · ')}</Detail> : null}
      {c.type === 'multiple_choice' && c.options ? (
        <Detail label="Options">
          {c.options.map((option) => (option === c.answer ? `${option} (answer)` : option)).join(' · ')}
        </Detail>
      ) : null}
      <Detail label="Source">
        <Anchor href={c.sourceUrl} target="_blank" rel="noopener noreferrer nofollow ugc">
          {c.sourceUrl}
        </Anchor>
      </Detail>
      <Detail label="True as of">{c.asOf}</Detail>
    </Stack>
  );
}

interface ReviewCardProps {
  contribution: Contribution;
  onEdit: (contribution: Contribution) => void;
  onReject: (contribution: Contribution) => void;
}

/** One contribution in the queue: who sent it, what it says, and (while waiting) approve, edit or reject. */
export function ContributionReviewCard({ contribution, onEdit, onReject }: ReviewCardProps) {
  const approve = useApproveContribution();
  const c = contribution;
  const askApprove = () =>
    openConfirmModal({
      title: 'Approve this question?',
      children: (
        <Text size="sm">
          It goes into the question bank as it is, credited to {c.contributor.name}, and can be drawn into quizzes at
          once.
        </Text>
      ),
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => approve.mutate({ id: c.id }, { onError: (error) => showErrorToast(error) }),
    });
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={c.prompt}>
      <Stack gap="xs">
        <Group gap={4}>
          <Badge variant="light">{TYPE_LABELS[c.type]}</Badge>
          <Badge variant="outline">{categoryName(c.category)}</Badge>
          <Badge variant="outline" color="gray">
            {c.difficulty}
          </Badge>
        </Group>
        <ContributionDetails contribution={c} />
        <Text size="xs" c="dimmed">
          From {c.contributor.name} · sent {formatDateTime(c.createdAt)}
          {c.reviewedAt ? ` · reviewed ${formatDateTime(c.reviewedAt)}` : ''}
        </Text>
        {c.status === 'rejected' && c.reason ? <Detail label="Reason given">{c.reason}</Detail> : null}
        {c.status === 'approved' && c.questionId ? <Detail label="Bank question">{c.questionId}</Detail> : null}
        {c.status === 'pending' ? (
          <Group gap="xs">
            <Button size="compact-sm" onClick={askApprove} loading={approve.isPending}>
              Approve
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => onEdit(c)}>
              Edit and approve
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => onReject(c)}>
              Reject
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
