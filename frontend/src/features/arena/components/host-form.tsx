import {
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { ARENA_ROOM_LIMITS, PLANS, type ArenaRoomResponse, formatNumber } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { showErrorToast } from '../../../lib/toast';
import { useEntitlements } from '../../entitlements';
import { useCreateArenaRoom } from '../api/create-room.api';
import { useQuestionBankStats } from '../../question-bank';
import {
  checkHostForm,
  hostFormFor,
  playersRange,
  HOST_FIELDS,
  HOST_NUMBER_FIELDS,
  hostFieldErrors,
  rangeHint,
  type CreateRoomRequest,
  type HostField,
  type HostFormValues,
  type QuestionType,
} from '../host-settings';

type Difficulty = HostFormValues['difficulty'];

export interface HostFormProps {
  /** The host is joining the room just made (the button keeps spinning until they are in). */
  joining: boolean;
  /** The room is made: join it as its host. */
  onCreated: (room: ArenaRoomResponse) => void;
}

const DIFFICULTIES: { value: Difficulty; label: string }[] = [
  { value: 'mixed', label: 'Mixed' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

/** A number field with its allowed range shown under the label and any problem under the field, never clamped. */
function RangeField({
  field,
  value,
  error,
  onChange,
}: {
  field: keyof typeof HOST_NUMBER_FIELDS;
  value: number | string;
  error: string | undefined;
  onChange: (value: number | string) => void;
}) {
  const { label, range } = HOST_NUMBER_FIELDS[field];
  return (
    <NumberInput
      label={label}
      description={rangeHint(range)}
      min={range.min}
      max={range.max}
      clampBehavior="none"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** "Your plan: up to 10 players · Upgrade": the room size the plan allows, and where to get more. */
function PlanPlayersHint({ limit }: { limit: number }) {
  const top = limit >= ARENA_ROOM_LIMITS.maxPlayers.max;
  return (
    <>
      Your plan: up to {formatNumber(limit)} players
      {top ? null : (
        <>
          {' · '}
          <Anchor component={Link} to="/pricing/arena" size="xs">
            Upgrade
          </Anchor>
        </>
      )}
    </>
  );
}

/**
 * A private room's settings at the host's plan's room size. Until the plan is known the free plan's size applies;
 * the form starts afresh when it arrives.
 */
export function HostForm({ joining, onCreated }: HostFormProps) {
  const playerLimit = useEntitlements().data?.arenaRoomPlayers ?? PLANS.free.grants.arenaRoomPlayers;
  const create = useCreateArenaRoom();
  return (
    <HostFormFields
      key={playerLimit}
      playerLimit={playerLimit}
      creating={create.isPending || joining}
      onCreate={(request) => create.mutateAsync(request).then(onCreated)}
    />
  );
}

interface HostFormFieldsProps {
  creating: boolean;
  /** The most players the host's plan allows in a room (entitlements.arenaRoomPlayers). */
  playerLimit: number;
  /** Resolves once the room is made, or rejects with the server's refusal for the form to place on its fields. */
  onCreate: (request: CreateRoomRequest) => Promise<unknown>;
}

/** The settings, checked against the server's own limits before sending (createArenaRoomRequestSchema). */
function HostFormFields({ creating, playerLimit, onCreate }: HostFormFieldsProps) {
  const stats = useQuestionBankStats();
  const [values, setValues] = useState<HostFormValues>(() => hostFormFor(playerLimit));
  const [errors, setErrors] = useState<FieldErrors<HostField>>({});
  const categoryData = (stats.data?.byCategory ?? []).map((c) => ({
    value: c.category,
    label: `${c.name} (${c.count})`,
  }));
  const set = <K extends keyof HostFormValues>(key: K, value: HostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if ((HOST_FIELDS as readonly string[]).includes(key)) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHostForm(values, playerLimit);
    setErrors(checked.errors ?? {});
    if (!checked.request) return;
    onCreate(checked.request).catch((error: unknown) => {
      const onFields = hostFieldErrors((error as ApiError | null)?.body?.issues ?? []);
      if (onFields) setErrors(onFields);
      else showErrorToast(error);
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-host-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="arena-host-title">
            Host a game
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <RangeField
              field="questionCount"
              value={values.questionCount}
              error={errors.questionCount}
              onChange={(value) => set('questionCount', value)}
            />
            <RangeField
              field="questionSeconds"
              value={values.questionSeconds}
              error={errors.questionSeconds}
              onChange={(value) => set('questionSeconds', value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label="Difficulty"
              data={DIFFICULTIES}
              value={values.difficulty}
              onChange={(value) => set('difficulty', (value as Difficulty | null) ?? 'mixed')}
              allowDeselect={false}
            />
            <RangeField
              field="phaseSeconds"
              value={values.phaseSeconds}
              error={errors.phaseSeconds}
              onChange={(value) => set('phaseSeconds', value)}
            />
          </SimpleGrid>
          <NumberInput
            label="Players"
            description={<PlanPlayersHint limit={playerLimit} />}
            min={playersRange(playerLimit).min}
            max={playersRange(playerLimit).max}
            clampBehavior="none"
            value={values.maxPlayers}
            onChange={(value) => set('maxPlayers', value)}
            error={errors.maxPlayers}
          />
          <Checkbox.Group
            label="Question types"
            value={values.questionTypes}
            onChange={(value) => set('questionTypes', value as QuestionType[])}
            error={errors.questionTypes}
          >
            <Group mt={6}>
              <Checkbox value="multiple_choice" label="Multiple choice" />
              <Checkbox value="text" label="Typed answers" />
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label="Categories (optional)"
            placeholder={values.categories.length ? undefined : 'All categories'}
            data={categoryData}
            value={values.categories}
            onChange={(value) => set('categories', value)}
            searchable
            clearable
            maxValues={ARENA_ROOM_LIMITS.categories.max}
          />
          <Button type="submit" size="lg" loading={creating}>
            Create room
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
