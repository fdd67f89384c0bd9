import { useAdminSubscriptions } from '../api/admin-subscriptions.api';
import { useFlaggedAttempts } from '../api/flagged-attempts.api';
import { useMailOutbox } from '../api/mail-outbox.api';
import { AdminSection } from '../components/admin-section';
import { FlaggedAttemptsTable } from '../components/flagged-attempts-table';
import { MailOutboxTable } from '../components/mail-outbox-table';
import { SubscriptionsOverview } from '../components/subscriptions-table';

export function MailOutboxSection() {
  const outbox = useMailOutbox();
  return (
    <AdminSection title="Mail outbox" query={outbox}>
      {outbox.data ? <MailOutboxTable messages={outbox.data.messages} /> : null}
    </AdminSection>
  );
}

export function FlaggedAttemptsSection() {
  const flagged = useFlaggedAttempts();
  return (
    <AdminSection title="Flagged daily quiz attempts" query={flagged}>
      {flagged.data ? <FlaggedAttemptsTable attempts={flagged.data.attempts} /> : null}
    </AdminSection>
  );
}

export function SubscriptionsSection() {
  const subscriptions = useAdminSubscriptions();
  return (
    <AdminSection title="Subscriptions" query={subscriptions}>
      {subscriptions.data ? <SubscriptionsOverview data={subscriptions.data} /> : null}
    </AdminSection>
  );
}
