import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SITE } from '../../../lib/site-config';
import { SeasonalGreeting, seasonalFooterStyle, useSeasonalTheme } from '../../seasonal';

interface FooterColumn {
  title: string;
  links: { label: string; to: string }[];
}

const COLUMNS: FooterColumn[] = [
  { title: 'Product', links: [{ label: 'Pricing', to: '/pricing' }] },
  {
    title: 'Solutions',
    links: [
      { label: 'Corporate', to: '/corporate' },
      { label: 'QC-as-a-Service', to: '/qc-service' },
      { label: 'White-Label', to: '/white-label' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'API Documentation', to: '/api/docs' },
      { label: 'Developer Portal', to: '/developers' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Attributions', to: '/attributions' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Cookie settings', to: '/cookie-policy#cookie-settings' },
    ],
  },
];

export function AppFooter() {
  const seasonal = useSeasonalTheme();
  const linkColour = seasonal ? 'inherit' : 'dimmed';
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', ...seasonalFooterStyle(seasonal) }}
    >
      <Container size="xl">
        {seasonal ? <SeasonalGreeting theme={seasonal} /> : null}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} mt={seasonal ? 'lg' : 0}>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={6}>
              <Title order={2} size="h6">
                {column.title}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c={linkColour}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap={4} mt="xl">
          <Text size="xs" c={linkColour}>
            © {new Date().getFullYear()} {SITE.companyName}. {SITE.registration}
          </Text>
          <Text size="xs" c={linkColour}>
            UK GDPR privacy enquiries:{' '}
            <Anchor href={`mailto:${SITE.privacyEmail}`} size="xs" c="inherit">
              {SITE.privacyEmail}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
