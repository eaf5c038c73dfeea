
import { data, Form, Link } from "react-router";
import { todayInHotel } from "~/domain/hotel-date";
import { percentText } from "~/domain/hotel-figures";
import { formatRupees } from "~/domain/money";
import { DeskDateRange } from "~/desk/desk-labelled";
import { deskLinkClass } from "~/desk/desk-link";
import { DeskSection } from "~/desk/desk-section";
import { deskDate } from "~/desk/desk-time";
import { OutcomeNotices } from "~/desk/outcome-notices";
import type { Route } from "./+types/admin-reports";
import { deskReportsOf, hotelReport } from "./hotel-report.server";
import { ReportBarChart, ReportRowChart } from "./report-bar-chart";
import { GstMonthSection } from "./report-gst-section";
import { dayOfMonth, FigureTable, monthName, num, query, ReferenceLinks, RowHead, ScrollTable, td } from "./report-tables";
import { lastMonth, readRange, thisFinancialYear, thisMonth } from "./report-range";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, now } = deskReportsOf(context);
  const today = todayInHotel(now);
  const presets = [
    { label: "This month", range: thisMonth(today) },
    { label: "Last month", range: lastMonth(today) },
    { label: "This financial year", range: thisFinancialYear(today) },
  ];
  const reading = readRange(new URL(request.url).searchParams, today);
  if (!reading.ok) return data({ error: reading.message, range: reading.range, presets, report: null }, { status: 400 });
  return { error: null, range: reading.range, presets, report: await hotelReport(db, reading.range) };
}

export const meta: Route.MetaFunction = () => [{ title: "Reports · Front desk" }];

/**
 * The hotel's numbers for a range of days (product-rules.md: The hotel's numbers): occupancy, ADR
 * and RevPAR; room nights by source with cancellations and no-shows; arrivals and departures; and
 * the GST return's figures with their downloads. Charts are drawn here; the tables are the record.
 */
export default function DeskReports({ loaderData }: Route.ComponentProps) {
  const { error, range, presets, report } = loaderData;
  const figureRows = report?.daily ?? report?.monthly ?? [];
  const daily = Boolean(report?.daily);
  return (
    <>
      <h1 className="heading-2">Reports</h1>
      <p className="mt-2">
        <Link to="/admin/company-bills" className={deskLinkClass}>
          Bills to companies
        </Link>
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <DeskDateRange idPrefix="report" labels={["First night", "Last night"]} input={(end) => ({ defaultValue: range[end], required: true })} />
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
      <nav aria-label="Report ranges" className="mt-3 flex flex-wrap gap-4">
        {presets.map((preset) => (
          <Link key={preset.label} to={`?${query(preset.range)}`} className={deskLinkClass}>
            {preset.label}
          </Link>
        ))}
      </nav>
      <OutcomeNotices done={null} error={error ?? undefined} />
      {report ? (
        <>
          <p className="mt-4 text-ink-700" data-testid="report-range">
            {deskDate(report.range.from)} to {deskDate(report.range.to)}, nights included.
          </p>
          <DeskSection id="occupancy" heading="Occupancy, ADR and RevPAR">
            <p className="mt-2 text-sm text-ink-700">
              Rooms available are the rooms in service less those out of order. Rooms sold leave out complimentary nights.
              Room revenue excludes GST. ADR is room revenue per room night sold; RevPAR is room revenue per room available.
            </p>
            <ReportBarChart
              testId="occupancy-chart"
              max={1000}
              bars={figureRows.map((row) => ({
                label: daily ? dayOfMonth(row.label) : monthName(row.label).slice(0, 3),
                value: row.figures.occupancyTenths,
                title: `${daily ? deskDate(row.label) : monthName(row.label)}: occupancy ${percentText(row.figures.occupancyTenths)}`,
              }))}
            />
            {report.daily ? <FigureTable rows={report.daily} period="Night" caption="By day: occupancy, ADR and RevPAR" label={(row) => deskDate(row.label)} total={report.total} /> : null}
            <FigureTable rows={report.monthly} period="Month" caption="By month: occupancy, ADR and RevPAR" label={(row) => monthName(row.label)} total={report.total} />
          </DeskSection>
          <DeskSection id="sources" heading="Room nights by source">
            {report.sources.length === 0 ? (
              <p className="mt-2 text-ink-700">No room nights, cancellations or no-shows in this range.</p>
            ) : (
              <>
                <ReportRowChart
                  testId="sources-chart"
                  bars={report.sources.map((source) => ({
                    label: source.label,
                    value: source.revenuePaise,
                    title: `${source.label}: ${source.sold} room nights, ${formatRupees(source.revenuePaise)}`,
                  }))}
                />
                <ScrollTable caption="Room nights, revenue, cancellations and no-shows by source" columns={["Source", "Room nights sold", "Room revenue", "Cancelled bookings", "Cancelled room nights", "No-shows", "No-show room nights"]}>
                  {report.sources.map((source) => (
                    <tr key={source.source}>
                      <RowHead>{source.label}</RowHead>
                      <td className={num}>{source.sold}</td>
                      <td className={num}>{formatRupees(source.revenuePaise)}</td>
                      <td className={num}>{source.cancelled}</td>
                      <td className={num}>{source.cancelledNights}</td>
                      <td className={num}>{source.noShows}</td>
                      <td className={num}>{source.noShowNights}</td>
                    </tr>
                  ))}
                </ScrollTable>
                <p className="mt-2 text-sm text-ink-700">Cancellations and no-shows are counted by the check-in day the stay would have had.</p>
              </>
            )}
          </DeskSection>
          <DeskSection id="movements" heading="Arrivals and departures">
            <ScrollTable caption="Arrivals and departures by day" columns={["Day", "Arrivals", "Departures"]}>
              {report.movements.map((day) => (
                <tr key={day.day}>
                  <RowHead>{deskDate(day.day)}</RowHead>
                  <td className={`${td} align-top`}>
                    <span className="tabular-nums">{day.arrivals}</span>
                    {day.references ? <ReferenceLinks references={day.references.arrivals} /> : null}
                  </td>
                  <td className={`${td} align-top`}>
                    <span className="tabular-nums">{day.departures}</span>
                    {day.references ? <ReferenceLinks references={day.references.departures} /> : null}
                  </td>
                </tr>
              ))}
            </ScrollTable>
          </DeskSection>
          <DeskSection id="gst" heading="GST (GSTR-1)">
            <p className="mt-2 text-sm text-ink-700">
              By the invoice's or credit note's issue date. Every supply is in Madhya Pradesh (23), so CGST and SGST.
            </p>
            {report.gst.map((month) => (
              <GstMonthSection key={month.month} month={month} />
            ))}
          </DeskSection>
        </>
      ) : null}
    </>
  );
}
