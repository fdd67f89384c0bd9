import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../auth';
import { useAdminUsers } from '../api/admin-users.api';
import { AdminSection } from '../components/admin-section';
import { CardList } from '../components/card-list';
import { Pager } from '../components/pager';
import { UserCard } from '../components/user-card';

const PAGE_SIZE = 20;

export function UsersSection() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, page, pageSize: PAGE_SIZE });
  const me = useCurrentUser();
  return (
    <AdminSection title="Users" query={users}>
      <Stack>
        <TextInput
          label="Search by e-mail or name"
          placeholder="e.g. jo@ or Jo Bloggs"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          type="search"
        />
        {users.data ? (
          <>
            <Pager
              total={users.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              noun={['user', 'users']}
              onPage={setPage}
            />
            {users.data.items.length === 0 ? (
              <Text c="dimmed">No account matches “{q}”.</Text>
            ) : (
              <CardList label="Users">
                {users.data.items.map((user) => (
                  <UserCard key={user.id} user={user} isSelf={user.id === me.user?.id} />
                ))}
              </CardList>
            )}
          </>
        ) : null}
      </Stack>
    </AdminSection>
  );
}
