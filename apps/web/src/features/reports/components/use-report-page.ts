import type { ReportId } from '@sari/contracts/reports';
import { SITE_ALL } from '@sari/domain/constants';
import { formatDate } from '@sari/domain/dates';
import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { fetchWholeReport } from '../api/fetch-whole-report';
import { useReportSpecialists } from '../api/get-report-specialists';
import { useReport } from '../api/run-report';
import { CSV_TYPE, exportFileName, reportCsv, reportWorkbook, saveFile, XLSX_TYPE } from '../report-export';
import { exportTable } from '../report-format';
import {
  EXPORT_LIMIT,
  monthRange,
  type ReportQuery,
  readReportQuery,
  reportRequest,
  writeReportQuery,
} from '../report-query';
import { isReportView, type ReportView } from '../report-views';

// A report screen's state: its filters read from and written to the URL, the report and its
// chart's own points, and the exports of the whole result.
export function useReportPage(screen: ScreenProps['screen']) {
  const { t } = useTranslation();
  const reportId = screen.key as ReportId;
  const title = t(screen.title);
  const params = useParams();
  const specialistId = params.id ? Number(params.id) : undefined;
  // Participation reports: /…Participation for everyone, /…Participation/{id} for one specialist.
  const withId = screen.paths.find((path) => path.includes(':id'));
  const specialists = useReportSpecialists(Boolean(withId)).data;
  const specialistName = (() => {
    const found = specialists?.find((specialist) => specialist.id === specialistId);
    return found ? `${found.name} ${found.last_name ?? ''}`.trim() : undefined;
  })();
  const view: ReportView = isReportView(params.tab) ? params.tab : 'general';
  const [search, setSearch] = useSearchParams();
  const sites = useSites();
  const siteList = sites.data ?? [];
  const selectedSite = useSelectedSite();
  const defaultSite = siteList.some((site) => site.id === selectedSite) ? selectedSite : SITE_ALL;
  const zoneOf = (siteId: number) =>
    (siteList.find((site) => site.id === siteId) ?? siteList[0])?.time_zone ?? DEFAULT_TIME_ZONE;
  const query = readReportQuery(search, { ...monthRange(zoneOf(defaultSite)), site: defaultSite });
  const timeZone = zoneOf(query.site);
  const ready = sites.isSuccess || sites.isError;
  // The URL always carries the whole filter: a bookmark or a shared link opens the same report.
  const complete = search.has('from') && search.has('to') && search.has('site');
  useEffect(() => {
    if (ready && !complete) {
      setSearch(writeReportQuery(query), { replace: true });
    }
  }, [ready, complete, query, setSearch]);
  const go = (next: ReportQuery) => setSearch(writeReportQuery(next));

  // One specialist's every line needs the specialist: ask for the choice, not the server's 400.
  const needsSpecialist = reportId === 'specialistDetailedParticipation' && !specialistId;
  const request = reportRequest(reportId, query, { specialistId });
  const report = useReport(request, ready && complete && !needsSpecialist);
  const output = report.data;
  // The chart draws the whole result: when the table shows one page of several, it asks for
  // its own points (same filters and order, one page of up to CHART_LIMIT).
  const chartOwnData = Boolean(output?.chart && output.total_count > output.rows.length);
  const chartReport = useReport(reportRequest(reportId, query, { specialistId, chart: true }), chartOwnData);
  const chartOutput = chartOwnData ? chartReport.data : output;
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const siteName =
    query.site === SITE_ALL
      ? t('common.allSites')
      : (siteList.find((site) => site.id === query.site)?.name ?? String(query.site));
  const range = t('reports.range', { from: formatDate(query.from), to: formatDate(query.to) });

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const whole = await fetchWholeReport(reportRequest(reportId, query, { specialistId, all: true }));
      if (whole.total_count > whole.rows.length) {
        pushAlert(t('reports.exportTooBig', { count: whole.total_count, limit: EXPORT_LIMIT }), 'warning');
      }
      const table = exportTable(whole, timeZone, t('reports.total'));
      const name = exportFileName(title, query.from, query.to, siteName, kind);
      if (kind === 'csv') {
        saveFile(reportCsv(table), name, CSV_TYPE);
      } else {
        saveFile(await reportWorkbook(table, title), name, XLSX_TYPE);
      }
    } catch (error) {
      handleHttpError(error);
    } finally {
      setExporting(null);
    }
  };

  return {
    title,
    params,
    search,
    specialistId,
    specialistName,
    specialists,
    withId,
    view,
    siteList,
    query,
    go,
    timeZone,
    needsSpecialist,
    report,
    output,
    chartOutput,
    exporting,
    exportAs,
    siteName,
    range,
  };
}

export type ReportPageState = ReturnType<typeof useReportPage>;
