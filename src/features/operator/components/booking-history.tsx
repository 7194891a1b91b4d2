import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { formatSaoPauloDateTime } from '@/domain/departures';
import { auditActionLabel, auditAmountText, auditChangeText } from '@/domain/operator-bookings';
import { historyQueryOptions } from '../api/history';

/** What the operators did with a booking, oldest first. */
export function BookingHistory({ reference }: { reference: string }) {
  const history = useQuery(historyQueryOptions(reference));
  return (
    <QueryState
      query={history}
      loading="Carregando histórico..."
      failed="Não foi possível carregar o histórico."
      className="text-sm"
    >
      {(entries) =>
        entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sem ações do operador.</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {entries.map((entry) => {
              const amount = auditAmountText(entry);
              const change = auditChangeText(entry);
              return (
                <li key={entry.id} className="rounded-lg border border-border px-3 py-2">
                  <span className="font-semibold">{auditActionLabel(entry.action)}</span>
                  <span className="block text-muted-foreground">
                    {formatSaoPauloDateTime(entry.at)}
                    {entry.actor_email ? ` · ${entry.actor_email}` : ''}
                  </span>
                  {change ? <span className="block break-words">{change}</span> : null}
                  {amount ? <span className="block break-words">{amount}</span> : null}
                  {entry.reason ? <span className="block break-words">Motivo: {entry.reason}</span> : null}
                </li>
              );
            })}
          </ol>
        )
      }
    </QueryState>
  );
}
