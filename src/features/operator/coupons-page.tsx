import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import { formatBRL } from '@/domain/money';
import {
  couponDiscountLabel,
  couponStateLabel,
  couponToursLabel,
  couponUsesLabel,
  couponValidityLabel,
  type OperatorCoupon,
} from '@/domain/operator-coupons';
import { toast } from '@/lib/toast-store';
import { couponsQueryOptions, setCouponActiveMutationOptions } from './api/coupons';
import { CouponDialog } from './components/coupon-dialog';
import { failureToast } from './components/failure-toast';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { useTableLayout } from './components/use-table-layout';

type ListProps = {
  coupons: OperatorCoupon[];
  today: string;
  onEdit: (coupon: OperatorCoupon) => void;
  onToggle: (coupon: OperatorCoupon) => void;
  toggling: number | null;
};

function Actions({
  coupon,
  onEdit,
  onToggle,
  toggling,
}: Omit<ListProps, 'coupons' | 'today'> & { coupon: OperatorCoupon }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" onClick={() => onEdit(coupon)}>
        Editar
        <span className="sr-only"> {coupon.codigo}</span>
      </Button>
      <Button variant="outline" size="sm" disabled={toggling === coupon.id} onClick={() => onToggle(coupon)}>
        {coupon.ativo ? 'Desativar' : 'Ativar'}
        <span className="sr-only"> {coupon.codigo}</span>
      </Button>
    </div>
  );
}

/** Phone: one card per coupon. */
function CouponCards({ coupons, today, ...actions }: ListProps) {
  return (
    <ul aria-label="Cupons" className="grid gap-3">
      {coupons.map((coupon) => (
        <li key={coupon.id} className="grid gap-1 rounded-xl border border-border p-3">
          <p className="flex items-baseline justify-between gap-2">
            <span className="min-w-0 wrap-anywhere font-semibold">{coupon.codigo}</span>
            <span className="shrink-0 text-sm text-muted-foreground">{couponStateLabel(coupon, today)}</span>
          </p>
          <p className="text-sm">
            {couponDiscountLabel(coupon)} · {couponValidityLabel(coupon)}
          </p>
          <p className="text-sm text-muted-foreground">{couponToursLabel(coupon)}</p>
          <p className="text-sm">
            {couponUsesLabel(coupon)} · {formatBRL(coupon.descontoTotal)} em descontos
          </p>
          <div className="mt-1">
            <Actions coupon={coupon} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Desk: a table. */
function CouponTable({ coupons, today, ...actions }: ListProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">Código</TableHead>
          <TableHead>Desconto</TableHead>
          <TableHead>Validade</TableHead>
          <TableHead>Passeios</TableHead>
          <TableHead>Usos</TableHead>
          <TableHead className="text-right">Total concedido</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="pr-0 text-right">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {coupons.map((coupon) => (
          <TableRow key={coupon.id}>
            <TableCell className="pl-0 font-semibold">{coupon.codigo}</TableCell>
            <TableCell>{couponDiscountLabel(coupon)}</TableCell>
            <TableCell>{couponValidityLabel(coupon)}</TableCell>
            <TableCell className="max-w-48 whitespace-normal">{couponToursLabel(coupon)}</TableCell>
            <TableCell>{couponUsesLabel(coupon)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatBRL(coupon.descontoTotal)}</TableCell>
            <TableCell>{couponStateLabel(coupon, today)}</TableCell>
            <TableCell className="pr-0 text-right">
              <Actions coupon={coupon} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `/admin/cupons`: the coupons, how often each was used and how much it gave; new, edit, (de)activate. */
export function CouponsPage() {
  const coupons = useQuery(couponsQueryOptions());
  const toggle = useMutation(setCouponActiveMutationOptions());
  const [editing, setEditing] = useState<OperatorCoupon | 'new' | null>(null);
  const table = useTableLayout();
  const today = todayInSaoPaulo(new Date());
  const onToggle = (coupon: OperatorCoupon) =>
    toggle.mutate(
      { id: coupon.id, ativo: !coupon.ativo },
      {
        onSuccess: () =>
          toast({ title: coupon.ativo ? 'Cupom desativado' : 'Cupom ativado', description: coupon.codigo }),
        onError: failureToast('Cupom não alterado'),
      },
    );
  const toggling = toggle.isPending ? (toggle.variables?.id ?? null) : null;
  return (
    <OperatorShell
      title="Cupons"
      description="Códigos de desconto do carrinho: percentual ou valor fixo, por passeio, com validade e limite de usos."
      path={paths.operator.coupons}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Novo cupom
        </Button>
      }
    >
      <QueryState
        query={coupons}
        loading="Carregando os cupons..."
        failed="Não foi possível carregar os cupons."
      >
        {(loaded) => {
          if (loaded.length === 0) return <p className="text-muted-foreground">Nenhum cupom ainda.</p>;
          const props = { coupons: loaded, today, onEdit: setEditing, onToggle, toggling };
          return table ? <CouponTable {...props} /> : <CouponCards {...props} />;
        }}
      </QueryState>
      <CouponDialog target={editing} onClose={() => setEditing(null)} />
    </OperatorShell>
  );
}

export default operatorPage(CouponsPage);
