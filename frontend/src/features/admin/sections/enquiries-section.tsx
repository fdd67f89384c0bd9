import { NativeSelect, Stack, Text } from '@mantine/core';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquiryStatus,
} from '@trivia/contracts';
import { useState } from 'react';
import { useAdminEnquiries } from '../api/admin-enquiries.api';
import { AdminSection } from '../components/admin-section';
import { CardList } from '../components/card-list';
import { EnquiryCard } from '../components/enquiry-card';
import { Pager } from '../components/pager';
import { StatusTabs } from '../components/status-tabs';

type StatusFilter = EnquiryStatus | 'all';

/** Sales enquiries from the contact forms, newest first, by status and kind; each one's status can be changed. */
export function EnquiriesSection() {
  const [status, setStatus] = useState<StatusFilter>('new');
  const [kind, setKind] = useState<EnquiryKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useAdminEnquiries({ kind: kind || undefined, status: status === 'all' ? undefined : status }, page);
  const counts = list.data?.counts;
  return (
    <AdminSection title="Enquiries" query={list}>
      <Stack>
        <StatusTabs<StatusFilter>
          label="Show enquiries"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          tabs={[
            ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s], count: counts?.[s] })),
            { value: 'all', label: 'All' },
          ]}
        />
        <NativeSelect
          label="About"
          w={{ base: '100%', sm: 240 }}
          value={kind}
          onChange={(event) => {
            setKind(event.currentTarget.value as EnquiryKind | '');
            setPage(1);
          }}
          data={[
            { value: '', label: 'Every kind' },
            ...ENQUIRY_KINDS.map((k) => ({ value: k, label: ENQUIRY_KIND_LABELS[k] })),
          ]}
        />
        {list.data ? (
          <>
            <Pager
              total={list.data.total}
              page={page}
              pageSize={ENQUIRY_PAGE_SIZE}
              noun={['enquiry', 'enquiries']}
              onPage={setPage}
            />
            {list.data.items.length === 0 ? (
              <Text c="dimmed">No enquiries here.</Text>
            ) : (
              <CardList label="Enquiries">
                {list.data.items.map((enquiry) => (
                  <EnquiryCard key={enquiry.id} enquiry={enquiry} />
                ))}
              </CardList>
            )}
          </>
        ) : null}
      </Stack>
    </AdminSection>
  );
}
