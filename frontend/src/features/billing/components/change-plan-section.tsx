import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import { billableProduct, priceLabel, type BillableProductId } from '@trivia/contracts';
import { useState } from 'react';
import { useChangePlan } from '../api/change-plan.api';

/** Moves to another paid plan straight away, pro-rated by the provider, after a confirmation. */
export function ChangePlanSection({
  currentPlanName,
  otherPlans,
  label = 'New plan',
}: {
  currentPlanName: string;
  otherPlans: BillableProductId[];
  /** The select's label ("New API tier" on the developer API's card). */
  label?: string;
}) {
  const [planId, setPlanId] = useState<BillableProductId | null>(null);
  const change = useChangePlan();

  const confirm = () => {
    if (!planId) return;
    const plan = billableProduct(planId);
    openConfirmModal({
      title: `Change to ${plan.name}?`,
      children: (
        <Text size="sm">
          You move from {currentPlanName} to {plan.name} ({priceLabel(plan)}) now. The change is pro-rated: you pay for
          the days left in this period at the new price, less a credit for the unused days of {currentPlanName}.
        </Text>
      ),
      labels: { confirm: `Change to ${plan.name}`, cancel: 'Keep my plan' },
      onConfirm: () => change.mutate({ planId }, { onSuccess: () => setPlanId(null) }),
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Changes apply straight away and are pro-rated for the rest of this period.
      </Text>
      <Group align="flex-end">
        <Select
          label={label}
          placeholder="Choose a plan"
          data={otherPlans.map((id) => ({
            value: id,
            label: `${billableProduct(id).name}: ${priceLabel(billableProduct(id))}`,
          }))}
          value={planId}
          onChange={(value) => setPlanId(value as BillableProductId | null)}
          w={{ base: '100%', xs: 360 }}
        />
        <Button onClick={confirm} disabled={!planId} loading={change.isPending}>
          Change plan
        </Button>
      </Group>
    </Stack>
  );
}
