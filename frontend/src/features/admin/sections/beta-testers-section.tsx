import { Badge, Button, CloseButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { AdminUser, BetaTestersResponse } from '@trivia/contracts';
import { useState } from 'react';
import { useAdminUsers } from '../api/admin-users.api';
import { useBetaTesters, useSetBetaAccess } from '../api/beta-testers.api';
import { AdminSection } from '../components/admin-section';
import { CardList } from '../components/card-list';
import { UserIdentity } from '../components/user-identity';

type Flags = BetaTestersResponse['flags'];

/** A flag's name, marked when the flag is off (its testers see nothing until it is switched on). */
function FlagBadge({ name, flags }: { name: string; flags: Flags }) {
  const enabled = flags.find((f) => f.name === name)?.enabled ?? false;
  return (
    <Badge variant="light" color={enabled ? 'teal' : 'gray'} title={enabled ? undefined : 'This flag is switched off'}>
      {name}
      {enabled ? '' : ' (off)'}
    </Badge>
  );
}

/** A found account: grant it any flag it does not have yet. */
function GrantRow({ user, flags, has }: { user: AdminUser; flags: Flags; has: readonly string[] }) {
  const [flag, setFlag] = useState<string | null>(null);
  const grant = useSetBetaAccess();
  const options = flags.filter((f) => !has.includes(f.name)).map((f) => ({ value: f.name, label: f.name }));
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={user.email}>
      <Group justify="space-between" gap="xs" align="flex-end">
        <UserIdentity user={user} />
        <Group gap="xs" align="flex-end">
          <Select
            aria-label={`Feature for ${user.email}`}
            placeholder={options.length ? 'Choose a feature' : 'Has every feature'}
            data={options}
            value={flag}
            onChange={setFlag}
            disabled={!options.length}
            w={200}
          />
          <Button
            disabled={!flag}
            loading={grant.isPending}
            onClick={() =>
              flag &&
              grant.mutate(
                { userId: user.id, email: user.email, flag, granted: true },
                { onSuccess: () => setFlag(null) },
              )
            }
          >
            Grant
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Find accounts by e-mail to grant them a feature. */
function GrantAccess({ data }: { data: BetaTestersResponse }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useAdminUsers({ q, page: 1, pageSize: 5 }, q.length >= 2);
  const featuresOf = (id: string) => data.testers.find((t) => t.userId === id)?.features ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Grant beta access
      </Title>
      <TextInput
        label="Find a user by e-mail"
        placeholder="At least two characters"
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {q.length >= 2 && found.data ? (
        found.data.items.length ? (
          <CardList label="Matching users">
            {found.data.items.map((user) => (
              <GrantRow key={user.id} user={user} flags={data.flags} has={featuresOf(user.id)} />
            ))}
          </CardList>
        ) : (
          <Text c="dimmed">No account matches “{q}”.</Text>
        )
      ) : null}
    </Stack>
  );
}

/** Everyone with beta access, each feature with its own revoke button. */
function TesterList({ data }: { data: BetaTestersResponse }) {
  const revoke = useSetBetaAccess();
  if (!data.testers.length) return <Text c="dimmed">Nobody has beta access.</Text>;
  return (
    <CardList label="Beta testers">
      {data.testers.map((tester) => (
        <Paper key={tester.userId} withBorder p="sm" radius="md" component="li" aria-label={tester.email}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {tester.email}
          </Text>
          <Text size="sm" c="dimmed" mb={6}>
            {tester.fullName}
          </Text>
          <Group gap={6}>
            {tester.features.map((flag) => (
              <Group key={flag} gap={0} wrap="nowrap">
                <FlagBadge name={flag} flags={data.flags} />
                <CloseButton
                  size="sm"
                  aria-label={`Revoke ${flag} from ${tester.email}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ userId: tester.userId, email: tester.email, flag, granted: false })}
                />
              </Group>
            ))}
          </Group>
        </Paper>
      ))}
    </CardList>
  );
}

export function BetaTestersSection() {
  const [filter, setFilter] = useState('');
  const [q] = useDebouncedValue(filter, 300);
  const testers = useBetaTesters(q);
  return (
    <AdminSection title="Beta testers" query={testers}>
      {testers.data ? (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            A beta tester is listed on a feature flag by name: the feature is on for them whatever the rollout, as long
            as the flag itself is switched on (Flags).
          </Text>
          <GrantAccess data={testers.data} />
          <Stack gap="xs">
            <Title order={3} size="h4">
              Who has which beta features
            </Title>
            <TextInput
              label="Filter testers by e-mail"
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
            />
            <TesterList data={testers.data} />
          </Stack>
        </Stack>
      ) : null}
    </AdminSection>
  );
}
