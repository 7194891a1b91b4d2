import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { AnalyticsSummary } from '@/domain/analytics-overview';

const number = new Intl.NumberFormat('pt-BR');
const seconds = (value: number) => `${Math.round(value)} s`;

/** The operator's view of the last 30 days: traffic chart, funnel, devices and top pages. */
export function AnalyticsOverview({ summary }: { summary: AnalyticsSummary | null }) {
  if (!summary) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
        Ainda não há dias agregados. Execute a agregação acima para ver os números.
      </p>
    );
  }
  const { totals, chart, funnel, devices, topPages, range } = summary;
  const chartData = chart.map((point) => ({
    dia: point.day,
    Visualizações: point.views,
    Sessões: point.sessions,
  }));

  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['Visualizações', number.format(totals.views)],
          ['Sessões', number.format(totals.sessions)],
          ['Visitantes', number.format(totals.visitors)],
          ['Cliques no WhatsApp', number.format(totals.whatsappClicks)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-display text-3xl tracking-wide text-primary">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="trafego" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
        <h2 id="trafego" className="font-display text-2xl tracking-wide text-primary">
          Tráfego dos últimos 30 dias
        </h2>
        <p className="sr-only">
          {`De ${range.from} a ${range.to}: ${number.format(totals.views)} visualizações em ${number.format(totals.sessions)} sessões.`}
        </p>
        <div className="mt-4 h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={chartData} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
              <XAxis dataKey="dia" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Area
                type="monotone"
                dataKey="Visualizações"
                stroke="#b45309"
                fill="#fcd34d"
                fillOpacity={0.35}
              />
              <Area type="monotone" dataKey="Sessões" stroke="#1e1b4b" fill="#6366f1" fillOpacity={0.2} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="funil" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <h2 id="funil" className="font-display text-2xl tracking-wide text-primary">
            Funil de compra (sessões)
          </h2>
          <ol className="mt-4 grid gap-3">
            {funnel.map((step) => (
              <li key={step.label}>
                <div className="flex justify-between text-sm">
                  <span>{step.label}</span>
                  <span className="font-semibold">
                    {number.format(step.value)}
                    {step.ofPrevious === null ? '' : ` · ${step.ofPrevious}`}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-muted">
                  <div className="h-2 rounded-full bg-curtain" style={{ width: step.width }} />
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="dispositivos"
          className="rounded-2xl border border-border bg-card p-5 shadow-sm"
        >
          <h2 id="dispositivos" className="font-display text-2xl tracking-wide text-primary">
            Dispositivos (sessões)
          </h2>
          <ul className="mt-4 grid gap-2">
            {devices.map(({ device, label, sessions, share }) => (
              <li key={device} className="flex justify-between text-sm">
                <span>{label}</span>
                <span className="font-semibold">
                  {number.format(sessions)} · {share}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="paginas" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
        <h2 id="paginas" className="font-display text-2xl tracking-wide text-primary">
          Páginas mais vistas
        </h2>
        <Table containerClassName="mt-4">
          <TableHeader className="text-sm normal-case tracking-normal">
            <TableRow>
              <TableHead className="px-0 pr-3 font-medium">Página</TableHead>
              <TableHead className="px-0 pr-3 text-right font-medium">Visualizações</TableHead>
              <TableHead className="px-0 pr-3 text-right font-medium">Sessões</TableHead>
              <TableHead className="px-0 text-right font-medium">Tempo médio</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {topPages.map((row) => (
              <TableRow key={row.path}>
                <TableCell className="max-w-[12rem] truncate px-0 pr-3 font-mono text-xs sm:max-w-none">
                  {row.path}
                </TableCell>
                <TableCell className="px-0 pr-3 text-right">{number.format(row.views)}</TableCell>
                <TableCell className="px-0 pr-3 text-right">{number.format(row.sessions)}</TableCell>
                <TableCell className="px-0 text-right">{seconds(row.avgSeconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
