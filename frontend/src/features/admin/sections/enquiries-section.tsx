import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

type StatusFilter = EnquiryStatus | 'all';

/** Sales enquiries from the contact forms, newest first, by status and kind; each one's status can be changed. */
export function EnquiriesSection() {
  const [status, setStatus] = useState<StatusFilter>('new');
  const [kind, setKind] = useState<EnquiryKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useAdminEnquiries({ kind: kind || undefined, status: status === 'all' ? undefined : status }, page);
  const counts = list.data?.counts;
  const narrow = useMediaQuery('(max-width: 30em)');
  const label = (s: EnquiryStatus) =>
    counts ? `${ENQUIRY_STATUS_LABELS[s]} (${counts[s].toLocaleString('en-GB')})` : ENQUIRY_STATUS_LABELS[s];
  return (
    <AdminSection title="Enquiries" query={list}>
      <Stack>
        <SegmentedControl
          aria-label="Show enquiries"
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setPage(1);
          }}
          data={[...ENQUIRY_STATUSES.map((s) => ({ value: s, label: label(s) })), { value: 'all', label: 'All' }]}
          fullWidth
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
