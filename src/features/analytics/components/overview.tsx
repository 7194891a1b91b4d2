import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Overview } from '../api/analytics';

const number = new Intl.NumberFormat('pt-BR');
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
const shortDate = (iso: string) => iso.split('-').reverse().slice(0, 2).join('/');
const seconds = (value: number) => `${Math.round(value)} s`;

function sum(values: number[]) {
  return values.reduce((total, value) => total + value, 0);
}

/** The operator's view of the last 30 days: traffic chart, funnel, devices and top pages. */
export function AnalyticsOverview({ overview }: { overview: Overview }) {
  const { days, pages } = overview;
  if (days.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
        Ainda não há dias agregados. Execute a agregação acima para ver os números.
      </p>
    );
  }
  const views = sum(days.map((d) => d.total_page_views));
  const sessions = sum(days.map((d) => d.unique_sessions));
  const visitors = sum(days.map((d) => d.unique_visitors));
  const whatsapp = sum(days.map((d) => d.whatsapp_clicks));
  const funnel = [
    { label: 'Adicionaram ao carrinho', value: sum(days.map((d) => d.add_to_cart_count)) },
    { label: 'Iniciaram o checkout', value: sum(days.map((d) => d.checkout_start_count)) },
    { label: 'Concluíram a compra', value: sum(days.map((d) => d.checkout_complete_count)) },
  ];
  const devices = new Map<string, number>();
  for (const day of days) {
    for (const [device, count] of Object.entries(day.device_breakdown ?? {})) {
      devices.set(device, (devices.get(device) ?? 0) + Number(count));
    }
  }
  const deviceTotal = sum([...devices.values()]);
  const byPath = new Map<string, { views: number; sessions: number; weightedTime: number }>();
  for (const row of pages) {
    const entry = byPath.get(row.url_path) ?? { views: 0, sessions: 0, weightedTime: 0 };
    entry.views += row.views;
    entry.sessions += row.unique_sessions;
    entry.weightedTime += Number(row.avg_time_seconds) * row.views;
    byPath.set(row.url_path, entry);
  }
  const topPages = [...byPath].sort((a, b) => b[1].views - a[1].views).slice(0, 10);
  const chartData = days.map((d) => ({
    dia: shortDate(d.date),
    Visualizações: d.total_page_views,
    Sessões: d.unique_sessions,
  }));
  const deviceLabels: Record<string, string> = { mobile: 'Celular', desktop: 'Computador', tablet: 'Tablet' };

  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['Visualizações', number.format(views)],
          ['Sessões', number.format(sessions)],
          ['Visitantes', number.format(visitors)],
          ['Cliques no WhatsApp', number.format(whatsapp)],
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
          {`De ${shortDate(days[0]!.date)} a ${shortDate(days.at(-1)!.date)}: ${number.format(views)} visualizações em ${number.format(sessions)} sessões.`}
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
            Funil de compra
          </h2>
          <ol className="mt-4 grid gap-3">
            {funnel.map((step, index) => (
              <li key={step.label}>
                <div className="flex justify-between text-sm">
                  <span>{step.label}</span>
                  <span className="font-semibold">
                    {number.format(step.value)}
                    {index > 0 ? ` · ${percent(step.value, funnel[index - 1]!.value)}` : ''}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-muted">
                  <div
                    className="h-2 rounded-full bg-curtain"
                    style={{ width: percent(step.value, funnel[0]!.value).replace('—', '0%') }}
                  />
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
            {[...devices].map(([device, count]) => (
              <li key={device} className="flex justify-between text-sm">
                <span>{deviceLabels[device] ?? device}</span>
                <span className="font-semibold">
                  {number.format(count)} · {percent(count, deviceTotal)}
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Página
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Visualizações
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Sessões
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Tempo médio
                </th>
              </tr>
            </thead>
            <tbody>
              {topPages.map(([path, entry]) => (
                <tr key={path} className="border-t border-border">
                  <td className="max-w-[12rem] truncate py-2 pr-3 font-mono text-xs sm:max-w-none">{path}</td>
                  <td className="py-2 pr-3 text-right">{number.format(entry.views)}</td>
                  <td className="py-2 pr-3 text-right">{number.format(entry.sessions)}</td>
                  <td className="py-2 text-right">
                    {seconds(entry.views ? entry.weightedTime / entry.views : 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
