import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { planLabel, type User } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { QuotaList, useEntitlements } from '../../entitlements';
import { EmailVerificationStatus } from '../../verify-email';
import { DashboardCard } from './dashboard-card';

/** The member's plan and this month's allowances left, with where to change it. */
export function PlanCard({ user }: { user: User }) {
  const entitlements = useEntitlements();
  return (
    <DashboardCard title="Your plan">
      <Group gap="xs">
        <Badge variant="light">{planLabel(user)}</Badge>
        {entitlements.data ? <Text size="sm">{entitlements.data.planName}</Text> : null}
      </Group>
      {entitlements.isPending ? <Skeleton height={48} /> : null}
      {entitlements.data ? <QuotaList entitlements={entitlements.data} /> : null}
      <EmailVerificationStatus user={user} />
      <Group gap="xs">
        <Button component={Link} to="/billing" size="compact-sm" variant="default">
          Billing
        </Button>
        <Button component={Link} to="/pricing" size="compact-sm" variant="subtle">
          Compare plans
        </Button>
      </Group>
    </DashboardCard>
  );
}
