import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { HostedView } from '../hosted-types';
import { canPickTeam } from '../player-logic';

export interface TeamPickerProps {
  view: HostedView;
  picking: boolean;
  onPick: (teamId: string) => void;
}

/** A `teams` session: the player picks their team (the host may move them too); not while a question is open. */
export function TeamPicker({ view, picking, onPick }: TeamPickerProps) {
  const teams = view.settings.teams;
  const current = view.you?.teamId ?? null;
  const open = canPickTeam(view);
  return (
    <Stack gap="xs" role="group" aria-labelledby="team-picker-title">
      <Text fw={700} id="team-picker-title">
        {current ? 'Your team' : 'Pick your team'}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {teams.map((team) => {
          const mine = team.id === current;
          return (
            <Button
              key={team.id}
              size="lg"
              variant={mine ? 'filled' : 'light'}
              aria-pressed={mine}
              leftSection={mine ? <IconCheck size={18} aria-hidden /> : undefined}
              disabled={!open || picking}
              onClick={() => (mine ? undefined : onPick(team.id))}
              styles={{ label: { whiteSpace: 'normal' } }}
              h="auto"
              mih={52}
            >
              {team.name}
            </Button>
          );
        })}
      </SimpleGrid>
      {open ? null : (
        <Text size="xs" c="dimmed">
          You can change team between questions.
        </Text>
      )}
    </Stack>
  );
}
