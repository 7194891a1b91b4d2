import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { saoPauloDayBR } from '@/domain/credits';
import { formatGiftCardCode, giftCardPath, giftCardStateLabel } from '@/domain/gift-cards';
import { formatBRL } from '@/domain/money';
import { giftCardsQueryOptions, type OperatorGiftCard } from './api/gift-cards';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { SearchForm } from './components/search-form';
import { useTableLayout } from './components/use-table-layout';

type ListProps = { cards: OperatorGiftCard[] };

const paymentLabel = (payment: string) => (payment === 'Pix' ? 'PIX' : 'Cartão');

/** Where the card stands, with its date: 'Pago em 01/12/2026', 'Resgatado por Ana em 03/12/2026'. */
function State({ card }: { card: OperatorGiftCard }) {
  const label = giftCardStateLabel(card);
  const detail = card.redeemedAt
    ? `por ${card.redeemedBy ?? '—'} em ${saoPauloDayBR(card.redeemedAt)}`
    : card.paidAt
      ? `em ${saoPauloDayBR(card.paidAt)}`
      : null;
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant={card.redeemedAt ? 'muted' : card.status === 'pago' ? 'gold' : 'outline'}>{label}</Badge>
      {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
    </span>
  );
}

/**
 * The printable card (the buyer's, whoever redeemed it and the operator's), once paid. Its page links back to where
 * it was opened from: here, not the customer's Minhas Compras.
 */
function PrintLink({ card }: { card: OperatorGiftCard }) {
  if (card.status !== 'pago') return null;
  return (
    <Link
      className={buttonVariants({ size: 'sm', variant: 'outline' })}
      to={giftCardPath(card.code)}
      state={{ from: paths.operator.giftCards }}
    >
      Ver cartão
      <span className="sr-only"> {formatGiftCardCode(card.code)}</span>
    </Link>
  );
}

/** A buyer or a recipient: the name, the e-mail under it; '—' when neither was given. */
function Person({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid">
      {name ? <span className="break-words">{name}</span> : null}
      {email ? <span className="wrap-anywhere text-muted-foreground">{email}</span> : null}
    </span>
  );
}

/** Phone: one card per gift card. */
function GiftCardCards({ cards }: ListProps) {
  return (
    <ul aria-label="Vales-presente" className="grid gap-3">
      {cards.map((card) => (
        <li key={card.id} className="grid gap-2 rounded-xl border border-border p-3">
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-mono font-semibold">{formatGiftCardCode(card.code)}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatBRL(card.value)}</span>
          </p>
          <State card={card} />
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Comprador</dt>
            <dd>
              <Person name={card.buyerName} email={card.buyerEmail} />
            </dd>
            <dt className="text-muted-foreground">Para</dt>
            <dd>
              <Person name={card.recipientName} email={card.recipientEmail} />
            </dd>
            <dt className="text-muted-foreground">Compra</dt>
            <dd>
              {saoPauloDayBR(card.createdAt)} · {paymentLabel(card.payment)}
            </dd>
          </dl>
          <div>
            <PrintLink card={card} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Desk: a table. */
function GiftCardTable({ cards }: ListProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">Código</TableHead>
          <TableHead className="text-right">Valor</TableHead>
          <TableHead>Comprador</TableHead>
          <TableHead>Para</TableHead>
          <TableHead>Compra</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="pr-0 text-right">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cards.map((card) => (
          <TableRow key={card.id}>
            <TableCell className="whitespace-nowrap pl-0 font-mono font-semibold">
              {formatGiftCardCode(card.code)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatBRL(card.value)}</TableCell>
            <TableCell>
              <Person name={card.buyerName} email={card.buyerEmail} />
            </TableCell>
            <TableCell>
              <Person name={card.recipientName} email={card.recipientEmail} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {saoPauloDayBR(card.createdAt)}
              <span className="block text-muted-foreground">{paymentLabel(card.payment)}</span>
            </TableCell>
            <TableCell>
              <State card={card} />
            </TableCell>
            <TableCell className="pr-0 text-right">
              <PrintLink card={card} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `/admin/vales-presente`: the gift cards sold, found by code, buyer or recipient; each one's state and card. */
export function GiftCardsPage() {
  const [search, setSearch] = useState('');
  const cards = useQuery(giftCardsQueryOptions(search));
  const table = useTableLayout();
  return (
    <OperatorShell
      title="Vales-presente"
      description="Os vales-presente vendidos: quem comprou, para quem, se foi pago e se já foi resgatado."
      path={paths.operator.giftCards}
    >
      <SearchForm label="Código, nome ou e-mail" onSearch={setSearch} />
      <QueryState
        query={cards}
        loading="Carregando os vales-presente..."
        failed="Não foi possível carregar os vales-presente."
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <p className="text-muted-foreground">Nenhum vale-presente encontrado.</p>
          ) : table ? (
            <GiftCardTable cards={loaded} />
          ) : (
            <GiftCardCards cards={loaded} />
          )
        }
      </QueryState>
    </OperatorShell>
  );
}

export default operatorPage(GiftCardsPage);
