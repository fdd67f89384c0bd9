import { ActionIcon, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ARENA_TEAM_LIMITS, type ArenaTeamMode } from '@trivia/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { SessionForm } from '../hooks/use-session-form';

/** Off, named teams (players pick one, or the host moves them), or one phone per table. */
export function SessionTeamFields({ form }: { form: SessionForm }) {
  const { values, errors, set, setTeam, setTeams } = form;
  const { count } = ARENA_TEAM_LIMITS;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Teams"
        value={values.teamMode}
        onChange={(value) => set('teamMode', value as ArenaTeamMode)}
        error={errors.teamMode}
      >
        <Stack gap="xs" mt={6}>
          <Radio value="off" label="No teams" description="Everyone plays for themselves." />
          <Radio
            value="teams"
            label="Named teams"
            description="Players pick a team (you can move them). A team scores the average of its members."
          />
          <Radio
            value="tables"
            label="One phone per table"
            description="Each table joins once under its team name; one leaderboard of tables."
          />
        </Stack>
      </Radio.Group>
      {values.teamMode === 'teams' ? (
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            Team names
          </Text>
          {values.teams.map((name, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Team ${index + 1} name`}
                placeholder={`Team ${index + 1}`}
                value={name}
                onChange={(event) => setTeam(index, event.currentTarget.value)}
                error={errors[`teams.${index}`]}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove team ${index + 1}`}
                disabled={values.teams.length <= count.min}
                onClick={() => setTeams(values.teams.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.teams ? (
            <Text c="red" size="sm" role="alert">
              {errors.teams}
            </Text>
          ) : null}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={values.teams.length >= count.max}
            onClick={() => setTeams([...values.teams, ''])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a team
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
