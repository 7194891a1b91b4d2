import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { creditMovementLabel, saoPauloDayBR, signedBRL } from '@/domain/credits';
import { formatVoucherCode } from '@/domain/voucher-code';
import { cn } from '@/lib/cn';
import type { CreditMovement } from '../api/credit-movements';

/**
 * The ledger, one line per event (credit_movements() sums the movements of one event over the lots it touched): date,
 * what it was, the signed amount, its expiry and its booking.
 */
export function CreditMovementList({ movements }: { movements: CreditMovement[] }) {
  if (movements.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhuma movimentação de crédito.</p>;
  }
  return (
    <ul aria-label="Movimentos do crédito" className="grid divide-y divide-border">
      {movements.map((movement) => (
        <li key={movement.id} className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0">
          <p className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-semibold">{creditMovementLabel(movement.tipo)}</span>
            <span
              className={cn(
                'shrink-0 font-semibold tabular-nums',
                movement.value < 0 ? 'text-destructive' : 'text-success',
              )}
            >
              {signedBRL(movement.value)}
            </span>
          </p>
          {movement.description ? (
            <p className="break-words text-sm text-muted-foreground">{movement.description}</p>
          ) : null}
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>{saoPauloDayBR(movement.createdAt)}</span>
            {movement.expiresAt && movement.value > 0 ? (
              <span>Expira em {saoPauloDayBR(movement.expiresAt)}</span>
            ) : movement.tipo === 'devolucao' && movement.value > 0 ? (
              // A return to lots that expire on different days: each part keeps its lot's expiry.
              <span>Mantém a validade de cada crédito usado</span>
            ) : null}
            {movement.voucherCode ? (
              <Link
                to={paths.voucher(movement.voucherCode)}
                className="font-mono underline underline-offset-2"
              >
                {formatVoucherCode(movement.voucherCode)}
              </Link>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
