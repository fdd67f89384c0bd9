import { Image, Paper, Text } from '@mantine/core';

export interface ProductShotProps {
  /** Under /product-shots/, taken from the running app (see README: audience pages). */
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/** A real screenshot of the product with what it shows; lazy, and sized so the page does not jump as it loads. */
export function ProductShot({ src, alt, caption, width, height }: ProductShotProps) {
  return (
    // A phone's portrait shot is shown at a phone's width, not stretched across the column.
    <Paper component="figure" withBorder radius="md" p="xs" m={0} maw={height > width ? 280 : undefined}>
      <Image src={src} alt={alt} width={width} height={height} loading="lazy" radius="sm" h="auto" />
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {caption}
      </Text>
    </Paper>
  );
}
