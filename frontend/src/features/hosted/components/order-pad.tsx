import { ActionIcon, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useRef, useState, type PointerEvent } from 'react';
import { moveItem, nearestPlace, placeItem } from '../player-logic';

const LIST_STYLE = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-xs)',
} as const;

export interface OrderPadProps {
  items: string[];
  disabled: boolean;
  onSubmit: (order: number[]) => void;
}

/**
 * Put the items in order by dragging their handles (mouse or touch) or with each item's Move up / Move down
 * buttons (keyboard); every move is said to screen readers. Sends the option indices in the chosen order.
 */
export function OrderPad({ items, disabled, onSubmit }: OrderPadProps) {
  const [order, setOrder] = useState(() => items.map((_, i) => i));
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  const settle = (next: number[], item: number) => {
    setOrder(next);
    setSaid(`${items[item] ?? ''} is now number ${next.indexOf(item) + 1} of ${items.length}.`);
  };

  const centres = (): number[] =>
    Array.from(listRef.current?.children ?? []).map((el) => {
      const rect = el.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>, position: number) => {
    if (disabled) return;
    // Dragging must not select the items' text (or scroll the page, which touch-action on the handle stops).
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: position, over: position });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const over = nearestPlace(centres(), event.clientY);
    if (over !== drag.over) setDrag({ ...drag, over });
  };
  const onPointerUp = () => {
    if (!drag) return;
    const item = order[drag.from]!;
    settle(placeItem(order, drag.from, drag.over), item);
    setDrag(null);
  };

  // While dragging, the list shows where the item would land.
  const shown = drag ? placeItem(order, drag.from, drag.over) : order;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id="order-pad-help">
        Drag the handles, or use the arrows, to put these in order: first at the top.
      </Text>
      <ol
        ref={listRef}
        aria-describedby="order-pad-help"
        style={drag ? { ...LIST_STYLE, userSelect: 'none' } : LIST_STYLE}
      >
        {shown.map((item, position) => {
          const lifted = drag !== null && order[drag.from] === item;
          return (
            <Paper
              key={item}
              component="li"
              withBorder
              p="xs"
              radius="md"
              shadow={lifted ? 'md' : undefined}
              style={lifted ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
              data-testid={`order-item-${position}`}
            >
              <Group gap="xs" wrap="nowrap">
                <div
                  onPointerDown={(event) => onPointerDown(event, position)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => setDrag(null)}
                  style={{ touchAction: 'none', cursor: disabled ? 'default' : 'grab', padding: 6, display: 'flex' }}
                  aria-hidden
                  data-testid={`order-handle-${position}`}
                >
                  <IconGripVertical size={22} />
                </div>
                <Text fw={700} w={24} aria-hidden>
                  {position + 1}
                </Text>
                <Text fz="lg" fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <VisuallyHidden>{position + 1}. </VisuallyHidden>
                  {items[item]}
                </Text>
                <ActionIcon
                  size="xl"
                  variant="light"
                  aria-label={`Move ${items[item]} up`}
                  disabled={disabled || position === 0}
                  onClick={() => settle(moveItem(order, position, -1), item)}
                >
                  <IconArrowUp size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size="xl"
                  variant="light"
                  aria-label={`Move ${items[item]} down`}
                  disabled={disabled || position === items.length - 1}
                  onClick={() => settle(moveItem(order, position, 1), item)}
                >
                  <IconArrowDown size={20} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
      <Button size="lg" disabled={disabled} onClick={() => onSubmit(order)}>
        Send this order
      </Button>
    </Stack>
  );
}
