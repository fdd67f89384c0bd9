import { Anchor } from '@mantine/core';

const style = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 1000,
  padding: '8px 12px',
  background: 'var(--mantine-color-body)',
  borderRadius: 4,
  transition: 'top 100ms',
} as const;

/** First focusable element; visible only when focused. */
export function SkipLink() {
  return (
    <Anchor
      href="#main-content"
      style={style}
      onFocus={(event) => (event.currentTarget.style.top = '8px')}
      onBlur={(event) => (event.currentTarget.style.top = '-48px')}
    >
      Skip to main content
    </Anchor>
  );
}
