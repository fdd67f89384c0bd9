import { Badge, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { ADMIN_ROOM_KIND_LABELS, type AdminMonitorRoom, type AdminMonitorSort } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { formatAge, formatMs, formatProgress, formatShare, PHASE_LABELS, shortNode } from '../live-rooms-format';

export interface RoomSort {
  by: AdminMonitorSort;
  direction: 'asc' | 'desc';
}

/** A column header that sorts by its figure: a button, so it works from the keyboard; `aria-sort` says how. */
function SortHeader({
  by,
  sort,
  onSort,
  children,
}: {
  by: AdminMonitorSort;
  sort: RoomSort;
  onSort: (sort: RoomSort) => void;
  children: ReactNode;
}) {
  const active = sort.by === by;
  const next: RoomSort = { by, direction: active && sort.direction === 'desc' ? 'asc' : 'desc' };
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(next)} fw={700} fz="sm">
        <Group gap={2} wrap="nowrap">
          {children}
          {active ? (
            sort.direction === 'asc' ? (
              <IconArrowUp size={14} aria-hidden />
            ) : (
              <IconArrowDown size={14} aria-hidden />
            )
          ) : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const finished = (room: AdminMonitorRoom) => room.phase === 'podium' || room.phase === 'ended';

/** One page of rooms; wider than a phone, so it scrolls sideways there with the PIN column kept readable. */
export function LiveRoomTable({
  rooms,
  sort,
  onSort,
  onClose,
  onKick,
}: {
  rooms: AdminMonitorRoom[];
  sort: RoomSort;
  onSort: (sort: RoomSort) => void;
  onClose: (room: AdminMonitorRoom) => void;
  onKick: (room: AdminMonitorRoom) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Live rooms">
        <Table.Thead>
          <Table.Tr>
            <SortHeader by="pin" sort={sort} onSort={onSort}>
              PIN
            </SortHeader>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Host</Table.Th>
            <SortHeader by="players" sort={sort} onSort={onSort}>
              Players
            </SortHeader>
            <Table.Th>Phase</Table.Th>
            <Table.Th>Question</Table.Th>
            <SortHeader by="answered" sort={sort} onSort={onSort}>
              Answered
            </SortHeader>
            <SortHeader by="ackP95" sort={sort} onSort={onSort}>
              Ack p95
            </SortHeader>
            <SortHeader by="reconnects" sort={sort} onSort={onSort}>
              Reconnects
            </SortHeader>
            <Table.Th>Node</Table.Th>
            <SortHeader by="age" sort={sort} onSort={onSort}>
              Age
            </SortHeader>
            <Table.Th>
              <Text span fw={700} fz="sm">
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rooms.map((room) => (
            <Table.Tr key={room.roomId} data-testid="live-room">
              <Table.Td ff="monospace">{room.pin ?? '–'}</Table.Td>
              <Table.Td>{ADMIN_ROOM_KIND_LABELS[room.kind]}</Table.Td>
              <Table.Td>{room.hostName ?? (room.kind === 'quick' ? 'Nobody (public)' : '–')}</Table.Td>
              <Table.Td>
                {room.playersConnected} / {room.playersJoined}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {PHASE_LABELS[room.phase]}
                  {room.paused ? (
                    <Badge size="xs" color="yellow">
                      Paused
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{formatProgress(room.questionNumber, room.questionCount)}</Table.Td>
              <Table.Td>{formatShare(room.answeredShare)}</Table.Td>
              <Table.Td>{formatMs(room.ackP95Ms)}</Table.Td>
              <Table.Td>{room.reconnects}</Table.Td>
              <Table.Td ff="monospace">{shortNode(room.ownerNode)}</Table.Td>
              <Table.Td>{formatAge(room.ageSeconds)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    disabled={finished(room)}
                    onClick={() => onClose(room)}
                    aria-label={`Close room ${room.pin ?? room.roomId}`}
                  >
                    Close
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={finished(room) || room.playersJoined === 0}
                    onClick={() => onKick(room)}
                    aria-label={`Remove a player from room ${room.pin ?? room.roomId}`}
                  >
                    Kick…
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
