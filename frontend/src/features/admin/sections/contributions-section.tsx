import { Stack, Text } from '@mantine/core';
import {
  type Contribution,
  CONTRIBUTION_PAGE_SIZE,
  MODERATION_STATUSES,
  type ModerationStatus,
} from '@trivia/contracts';
import { useState } from 'react';
import { useAdminContributions } from '../api/admin-contributions.api';
import { AdminSection } from '../components/admin-section';
import { ApproveEditedDialog } from '../components/approve-edited-dialog';
import { CardList } from '../components/card-list';
import { ContributionReviewCard } from '../components/contribution-review-card';
import { Pager } from '../components/pager';
import { RejectContributionDialog } from '../components/reject-contribution-dialog';
import { StatusTabs } from '../components/status-tabs';

const STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

const EMPTY: Record<ModerationStatus, string> = {
  pending: 'Nothing waiting: every contribution has been reviewed.',
  approved: 'No contribution has been approved yet.',
  rejected: 'No contribution has been rejected.',
};

/** The moderation queue: contributions by status with their counts; approve, edit and approve, or reject. */
export function ContributionsSection() {
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Contribution | null>(null);
  const [rejecting, setRejecting] = useState<Contribution | null>(null);
  const queue = useAdminContributions(status, page);
  const counts = queue.data?.counts;
  return (
    <AdminSection title="Contributions" query={queue}>
      <Stack>
        <StatusTabs
          label="Show contributions"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          tabs={MODERATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts?.[s] }))}
        />
        {queue.data ? (
          <>
            <Pager
              total={queue.data.total}
              page={page}
              pageSize={CONTRIBUTION_PAGE_SIZE}
              noun={['contribution', 'contributions']}
              onPage={setPage}
            />
            {queue.data.items.length === 0 ? (
              <Text c="dimmed">{EMPTY[status]}</Text>
            ) : (
              <CardList label={`${STATUS_LABELS[status]} contributions`}>
                {queue.data.items.map((contribution) => (
                  <ContributionReviewCard
                    key={contribution.id}
                    contribution={contribution}
                    onEdit={setEditing}
                    onReject={setRejecting}
                  />
                ))}
              </CardList>
            )}
          </>
        ) : null}
      </Stack>
      <ApproveEditedDialog contribution={editing} onDone={() => setEditing(null)} />
      <RejectContributionDialog contribution={rejecting} onDone={() => setRejecting(null)} />
    </AdminSection>
  );
}
