/** The small dot beside a live count: green while someone is there, grey when nobody is. */
export function LiveDot({ active }: { active: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        flexShrink: 0,
        background: active ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)',
      }}
    />
  );
}
