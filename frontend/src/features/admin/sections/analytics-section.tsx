import { Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { ANALYTICS_REPORT_DAYS, type AnalyticsReport, type AnalyticsReportDays } from '@trivia/contracts';
import { useState } from 'react';
import { archetypeLabel, count, eventLabel, fileTypeLabel, gbp, shortDay, verticalLabel } from '../analytics-labels';
import { useAdminAnalytics } from '../api/admin-analytics.api';
import { AdminSection } from '../components/admin-section';
import { BarChart } from '../components/bar-chart';
import { FigureTable } from '../components/figure-table';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} aria-hidden>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function VisitsAndValue({ report }: { report: AnalyticsReport }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BarChart
          title="Page views by day"
          data={report.daily.map((d) => ({ label: shortDay(d.date), value: d.pageViews }))}
        />
        <BarChart
          title="Conversion value by day (GBP)"
          data={report.daily.map((d) => ({ label: shortDay(d.date), value: d.valueGbp }))}
          format={gbp}
          colour="var(--mantine-color-teal-7)"
        />
      </SimpleGrid>
      <FigureTable
        title="By day"
        rows={[...report.daily].reverse()}
        rowKey={(d) => d.date}
        empty="No days in this period."
        maxHeight={320}
        columns={[
          { header: 'Day', cell: (d) => shortDay(d.date) },
          { header: 'Page views', cell: (d) => count(d.pageViews), numeric: true },
          { header: 'Visitors', cell: (d) => count(d.visitors), numeric: true },
          { header: 'Conversions', cell: (d) => count(d.conversions), numeric: true },
          { header: 'Value', cell: (d) => gbp(d.valueGbp), numeric: true },
        ]}
      />
    </Stack>
  );
}

function Audiences({ report }: { report: AnalyticsReport }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack gap="md">
        <BarChart
          title="Conversion value by audience (GBP)"
          data={report.byVertical.map((v) => ({ label: verticalLabel(v.vertical), value: v.valueGbp }))}
          format={gbp}
          colour="var(--mantine-color-teal-7)"
        />
        <FigureTable
          title="By audience"
          rows={report.byVertical}
          rowKey={(v) => v.vertical}
          empty="Nothing recorded in this period."
          columns={[
            { header: 'Audience', cell: (v) => verticalLabel(v.vertical) },
            { header: 'Page views', cell: (v) => count(v.pageViews), numeric: true },
            { header: 'Conversions', cell: (v) => count(v.conversions), numeric: true },
            { header: 'Value', cell: (v) => gbp(v.valueGbp), numeric: true },
          ]}
        />
      </Stack>
      <FigureTable
        title="Conversions by event"
        rows={report.conversionsByEvent}
        rowKey={(e) => e.name}
        empty="No conversions in this period."
        columns={[
          { header: 'Event', cell: (e) => eventLabel(e.name) },
          { header: 'Conversions', cell: (e) => count(e.conversions), numeric: true },
          { header: 'Value', cell: (e) => gbp(e.valueGbp), numeric: true },
        ]}
      />
    </SimpleGrid>
  );
}

function SearchesAndDownloads({ report }: { report: AnalyticsReport }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <FigureTable
        title="Top searches"
        rows={report.topSearches}
        rowKey={(s) => s.query}
        empty="No catalogue searches in this period."
        columns={[
          { header: 'Search', cell: (s) => s.query },
          { header: 'Searches', cell: (s) => count(s.searches), numeric: true },
          { header: 'With no results', cell: (s) => count(s.withoutResults), numeric: true },
        ]}
      />
      <FigureTable
        title="Searches that found nothing"
        rows={report.searchesWithoutResults}
        rowKey={(s) => s.query}
        empty={
          report.topSearches.length === 0 ? 'No catalogue searches in this period.' : 'Every search found something.'
        }
        columns={[
          { header: 'Search', cell: (s) => s.query },
          { header: 'Searches', cell: (s) => count(s.searches), numeric: true },
        ]}
      />
      <Stack gap="md">
        <BarChart
          title="Downloads by archetype"
          data={report.downloadsByArchetype.map((a) => ({ label: archetypeLabel(a.archetype), value: a.downloads }))}
          colour="var(--mantine-color-grape-7)"
        />
        <FigureTable
          title="Downloads by archetype"
          rows={report.downloadsByArchetype}
          rowKey={(a) => a.archetype}
          empty="No pack downloads in this period."
          columns={[
            { header: 'Archetype', cell: (a) => archetypeLabel(a.archetype) },
            { header: 'Downloads', cell: (a) => count(a.downloads), numeric: true },
          ]}
        />
      </Stack>
      <FigureTable
        title="Downloads by file type"
        rows={report.downloadsByFileType}
        rowKey={(f) => f.fileType}
        empty="No pack downloads in this period."
        columns={[
          { header: 'File type', cell: (f) => fileTypeLabel(f.fileType) },
          { header: 'Downloads', cell: (f) => count(f.downloads), numeric: true },
        ]}
      />
    </SimpleGrid>
  );
}

/** /admin/analytics: the first-party analytics of the last 7, 30 or 90 days, as charts with their tables. */
export function AnalyticsSection() {
  const [days, setDays] = useState<AnalyticsReportDays>(30);
  const analytics = useAdminAnalytics(days);
  const report = analytics.data;
  const period = (
    <SegmentedControl
      aria-label="Period"
      size="xs"
      value={String(days)}
      onChange={(value) => setDays(Number(value) as AnalyticsReportDays)}
      data={ANALYTICS_REPORT_DAYS.map((d) => ({ value: String(d), label: `${d} days` }))}
    />
  );
  return (
    <AdminSection title="Analytics" query={analytics} actions={period}>
      {report ? (
        <Stack gap="xl">
          <Text size="sm" c="dimmed">
            {shortDay(report.from)} to {shortDay(report.to)} (UTC). Visitors who declined analytics are not counted;
            server-side events (downloads, sign-ups) are.
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="Page views" value={count(report.totals.pageViews)} />
            <Figure label="Unique visitors" value={count(report.totals.visitors)} />
            <Figure label="Conversions" value={count(report.totals.conversions)} />
            <Figure label="Value" value={gbp(report.totals.valueGbp)} />
          </SimpleGrid>
          <VisitsAndValue report={report} />
          <Audiences report={report} />
          <SearchesAndDownloads report={report} />
        </Stack>
      ) : null}
    </AdminSection>
  );
}
