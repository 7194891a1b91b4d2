import { Badge } from '@/components/ui/badge';
import { departureState, departureStateLabels, type Departure } from '@/domain/departures';

const variants = {
  fechada: 'muted',
  esgotada: 'curtain',
  'ultimas-vagas': 'gold',
  aberta: 'outline',
} as const;

/** 'Esgotada', 'Últimas vagas', 'Fechada' or 'Com vagas'. */
export function DepartureStateBadge({ departure }: { departure: Departure }) {
  const state = departureState(departure);
  return <Badge variant={variants[state]}>{departureStateLabels[state]}</Badge>;
}
