import { formatNumber } from '@trivia/contracts';
import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface StatusTab<S extends string> {
  value: S;
  label: string;
  /** How many have this status, once the list has said. */
  count?: number;
}

interface StatusTabsProps<S extends string> {
  /** What the tabs choose, for screen readers ("Show contributions"). */
  label: string;
  value: S;
  tabs: StatusTab<S>[];
  onChange: (value: S) => void;
}

/** An admin list's status filter with each status's count; the tabs stack on a phone, where they outgrow the width. */
export function StatusTabs<S extends string>({ label, value, tabs, onChange }: StatusTabsProps<S>) {
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <SegmentedControl
      aria-label={label}
      orientation={narrow ? 'vertical' : 'horizontal'}
      value={value}
      onChange={(chosen) => onChange(chosen as S)}
      data={tabs.map((tab) => ({
        value: tab.value,
        label: tab.count === undefined ? tab.label : `${tab.label} (${formatNumber(tab.count)})`,
      }))}
      fullWidth
    />
  );
}
