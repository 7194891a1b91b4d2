import { Badge } from '@/components/ui/badge';
import {
  departureState,
  departureStateLabel,
  type Departure,
  type DepartureState,
} from '@/domain/departures';

const variants = {
  fechada: 'muted',
  partiu: 'muted',
  'vendas-encerradas': 'muted',
  esgotada: 'curtain',
  'ultimas-vagas': 'gold',
  aberta: 'outline',
} as const satisfies Record<DepartureState, string>;

/** 'Esgotada', 'Últimas vagas', 'Fechada', 'Vendas encerradas', 'Partiu' or 'Com vagas'. */
export function DepartureStateBadge({ departure }: { departure: Departure }) {
  const state = departureState(departure);
  return <Badge variant={variants[state]}>{departureStateLabel(state)}</Badge>;
}
