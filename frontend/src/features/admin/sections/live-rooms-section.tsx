import { Alert, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_ROOM_KIND_LABELS,
  ADMIN_ROOM_KINDS,
  type AdminMonitorRoom,
  type AdminRoomKind,
  arenaPhaseSchema,
  type ArenaPhase,
} from '@trivia/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { AdminSection } from '../components/admin-section';
import { CloseRoomDialog } from '../components/close-room-dialog';
import { KickPlayerDialog } from '../components/kick-player-dialog';
import { LiveRoomTable, type RoomSort } from '../components/live-room-table';
import { NodeHealthList } from '../components/node-health-list';
import { Pager } from '../components/pager';
import { useLiveRooms } from '../hooks/use-live-rooms';
import { PHASE_LABELS } from '../live-rooms-format';

const PAGE_SIZE = 25;
const KIND_OPTIONS = ADMIN_ROOM_KINDS.map((kind) => ({ value: kind, label: ADMIN_ROOM_KIND_LABELS[kind] }));
const PHASE_OPTIONS = arenaPhaseSchema.options.map((phase) => ({ value: phase, label: PHASE_LABELS[phase] }));

/** "Live · 14:02:31": the time of the page on screen, or why it is not moving. */
function LiveBadge({ connected, at }: { connected: boolean; at: number | null }) {
  if (!connected)
    return (
      <Badge color="yellow" variant="light" role="status">
        Reconnecting…
      </Badge>
    );
  const time = at === null ? '' : ` · ${new Date(at).toLocaleTimeString('en-GB')}`;
  return (
    <Badge color="green" variant="light" role="status">
      Live{time}
    </Badge>
  );
}

/** /admin: every Arena room on every node, live (a page a second), with close and kick. */
export function LiveRoomsSection() {
  const [text, setText] = useState('');
  const [filterText] = useDebouncedValue(text.trim(), 300);
  const [kind, setKind] = useState<AdminRoomKind | null>(null);
  const [phase, setPhase] = useState<ArenaPhase | null>(null);
  const [sort, setSort] = useState<RoomSort>({ by: 'players', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [closing, setClosing] = useState<AdminMonitorRoom | null>(null);
  const [kicking, setKicking] = useState<AdminMonitorRoom | null>(null);
  const live = useLiveRooms({
    page,
    pageSize: PAGE_SIZE,
    sort,
    filter: { ...(filterText ? { text: filterText } : {}), ...(kind ? { kind } : {}), ...(phase ? { phase } : {}) },
  });
  const rooms = live.page?.rooms;
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <AdminSection title="Live rooms" actions={<LiveBadge connected={live.connected} at={live.page?.at ?? null} />}>
      <Stack>
        {live.refusal ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            The monitor is unavailable ({live.refusal.code}): {live.refusal.message}
          </Alert>
        ) : null}
        {live.page ? <NodeHealthList nodes={live.page.nodes} totals={live.page.totals} /> : null}
        <Group gap="sm" align="flex-end">
          <TextInput
            label="PIN or host"
            type="search"
            value={text}
            onChange={(event) => firstPage(setText)(event.currentTarget.value)}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label="Kind"
            placeholder="Every kind"
            data={KIND_OPTIONS}
            value={kind}
            onChange={(value) => firstPage(setKind)(value as AdminRoomKind | null)}
            clearable
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label="Phase"
            placeholder="Every phase"
            data={PHASE_OPTIONS}
            value={phase}
            onChange={(value) => firstPage(setPhase)(value as ArenaPhase | null)}
            clearable
            w={{ base: '100%', xs: 170 }}
          />
        </Group>
        {rooms ? (
          <>
            <Pager
              total={rooms.total}
              page={rooms.page}
              pageSize={rooms.pageSize}
              noun={['room', 'rooms']}
              onPage={setPage}
            />
            {rooms.items.length === 0 ? (
              <Text c="dimmed">No live room matches.</Text>
            ) : (
              <LiveRoomTable
                rooms={rooms.items}
                sort={sort}
                onSort={firstPage(setSort)}
                onClose={setClosing}
                onKick={setKicking}
              />
            )}
          </>
        ) : live.refusal ? null : (
          <LoadingSpinner />
        )}
      </Stack>
      <CloseRoomDialog room={closing} onDone={() => setClosing(null)} />
      <KickPlayerDialog room={kicking} onDone={() => setKicking(null)} />
    </AdminSection>
  );
}
