import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { categoryName, type Contribution, type ContributionStatus } from '@trivia/contracts';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatLongDate } from '../../../lib/format';
import { useMyContributions, useWithdrawContribution } from '../api/contributions.api';

const STATUS: Record<ContributionStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for review', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Not accepted', color: 'red' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

/** Takes a waiting question out of the review queue, once the member confirms. */
function WithdrawButton({ contribution }: { contribution: Contribution }) {
  const withdraw = useWithdrawContribution();
  return (
    <ConfirmButton
      ariaLabel={`Withdraw ${contribution.prompt}`}
      title="Withdraw this question?"
      text="It leaves the review queue and will not go in the question bank. You can send it again later."
      labels={{ confirm: 'Withdraw it', cancel: 'Keep it waiting' }}
      onConfirm={() => withdraw.mutate(contribution.id)}
      loading={withdraw.isPending}
      style={{ alignSelf: 'flex-start' }}
    >
      Withdraw
    </ConfirmButton>
  );
}

function ContributionItem({ contribution }: { contribution: Contribution }) {
  const status = STATUS[contribution.status];
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={contribution.prompt}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {contribution.prompt}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Answer: {contribution.answer}
        </Text>
        <Text size="xs" c="dimmed">
          {categoryName(contribution.category)} · sent {formatLongDate(contribution.createdAt)}
          {contribution.reviewedAt ? ` · reviewed ${formatLongDate(contribution.reviewedAt)}` : ''}
        </Text>
        {contribution.status === 'approved' ? (
          <Text size="sm" c="green.8">
            In the question bank, credited to {contribution.contributor.name}.
          </Text>
        ) : null}
        {contribution.status === 'pending' ? <WithdrawButton contribution={contribution} /> : null}
        {contribution.status === 'rejected' && contribution.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              Why:{' '}
            </Text>
            {contribution.reason}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The member's contributions with what became of each: waiting (and withdrawable), approved, or not accepted and why. */
export function MyContributions() {
  const mine = useMyContributions();
  return (
    <Stack component="section" aria-labelledby="my-contributions-title" gap="sm">
      <Title order={2} size="h3" id="my-contributions-title">
        My contributions
      </Title>
      {mine.isPending ? <LoadingSpinner /> : null}
      {mine.data?.length === 0 ? (
        <Text c="dimmed">
          Nothing sent yet. Questions you send appear here with their review.{' '}
          <Anchor href="#contribution-form">Write one above</Anchor>.
        </Text>
      ) : null}
      {mine.data?.length ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My contributions">
          {mine.data.map((contribution) => (
            <ContributionItem key={contribution.id} contribution={contribution} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
