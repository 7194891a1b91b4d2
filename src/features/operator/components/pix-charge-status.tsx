import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { PixChargeState, PixChargeStateKind } from '@/domain/pix-charges';

const looks: Record<
  PixChargeStateKind,
  { variant: 'gold' | 'muted'; className?: string; Icon: typeof Clock }
> = {
  aguardando: { variant: 'gold', Icon: Clock },
  pago: { variant: 'muted', className: 'bg-success text-white', Icon: CheckCircle2 },
  expirado: { variant: 'muted', Icon: XCircle },
  cancelado: { variant: 'muted', Icon: XCircle },
};

const notes: Record<PixChargeStateKind, string> = {
  aguardando: 'Cobrança automática: confirmada sozinha quando o cliente pagar.',
  pago: 'Cobrança automática: confirmada pelo provedor.',
  expirado: 'Cobrança automática: expirou sem pagamento e as vagas voltaram.',
  cancelado: 'Cobrança automática: cancelada sem pagamento.',
};

/** Where a checkout's automatic charge stands ('Aguardando', 'Pago às 14:32', 'Expirado'): nothing to do. */
export function PixChargeStatus({ state }: { state: PixChargeState }) {
  const { variant, className, Icon } = looks[state.kind];
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={variant} className={className}>
          <Icon aria-hidden="true" />
          {state.label}
        </Badge>
        {state.detail ? <span className="font-semibold text-gold-deep">{state.detail}</span> : null}
      </p>
      <p className="text-muted-foreground">{notes[state.kind]}</p>
    </div>
  );
}
