import { Badge } from '@/components/ui/badge';
import { listedStateLabels, type ListedState } from '../hooks/use-departure-states';

const variants = {
  fechada: 'muted',
  partiu: 'muted',
  'vendas-encerradas': 'muted',
  esgotada: 'curtain',
  'ultimas-vagas': 'gold',
  aberta: 'outline',
} as const satisfies Record<ListedState, string>;

/** 'Esgotada', 'Últimas vagas', 'Fechada', 'Vendas encerradas', 'Partiu' or 'Com vagas'. */
export function DepartureStateBadge({ state }: { state: ListedState }) {
  return <Badge variant={variants[state]}>{listedStateLabels[state]}</Badge>;
}
