import { Box, Button, Container, Flex, Group, NavLink, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { ADMIN_SECTION_PAGES } from '../admin-section-pages';
import { ADMIN_SECTIONS, type AdminSection, adminPath, sectionAt } from '../admin-sections';

/** The sections as links: a column beside the page on wide screens, wrapped rows above it on phones. */
function AdminNav({ current }: { current: AdminSection | undefined }) {
  return (
    <Box component="nav" aria-label="Admin sections">
      <Stack gap={2} visibleFrom="md" w={200}>
        {ADMIN_SECTIONS.map((section) => (
          <NavLink
            key={section.path}
            component={RouterNavLink}
            to={adminPath(section)}
            // /admin is the live-room monitor alone, not every path under it.
            end
            label={section.label}
            active={section === current}
            aria-current={section === current ? 'page' : undefined}
          />
        ))}
      </Stack>
      <Group gap={6} hiddenFrom="md">
        {ADMIN_SECTIONS.map((section) => (
          <Button
            key={section.path}
            component={RouterNavLink}
            to={adminPath(section)}
            end
            size="compact-sm"
            variant={section === current ? 'filled' : 'default'}
            aria-current={section === current ? 'page' : undefined}
          >
            {section.label}
          </Button>
        ))}
      </Group>
    </Box>
  );
}

/** /admin and its sections: the section nav and the open section (rendered behind RequireAdmin). */
export function AdminLayout() {
  const { pathname } = useLocation();
  // The router lets only the sections' own paths through; anything else here would be the 404 page too.
  const current = sectionAt(pathname);
  const Page = current ? ADMIN_SECTION_PAGES[current.path] : undefined;
  if (!current || !Page) return <NotFoundPage />;
  return (
    <Container size="xl" py="xl">
      <PageTitle title={`Admin: ${current.label}`} />
      <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} gap="lg">
        <AdminNav current={current} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text c="dimmed" size="sm" mb="md">
            {current.description}
          </Text>
          <Suspense fallback={<LoadingSpinner />}>
            <Page />
          </Suspense>
        </Box>
      </Flex>
    </Container>
  );
}
