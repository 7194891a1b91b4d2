import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { LoadingStatus, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { parseGiftCardCode } from '@/domain/gift-cards';
import { RequireSignIn, SignInPrompt, useAuth } from '@/features/auth';
import { giftCardQueryOptions } from './api/gift-card';
import { GiftCardNotFound } from './components/gift-card-not-found';
import { GiftCardPrint } from './components/gift-card-print';

// One A4 page, the card alone (the layout hides its header and footer in print); its colours printed as shown.
const printStyle =
  '@page { size: A4; margin: 14mm; } @media print { html { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }';

function Loading() {
  return <LoadingStatus className="mt-12 justify-center">Carregando o vale-presente...</LoadingStatus>;
}

function Card({ userId, code }: { userId: string; code: string }) {
  const query = useQuery(giftCardQueryOptions(userId, code));
  return (
    <QueryState
      query={query}
      loading="Carregando o vale-presente..."
      failed="Não foi possível carregar o vale-presente."
      className="mt-12 justify-center"
    >
      {(card) => (card ? <GiftCardPrint card={card} /> : <GiftCardNotFound />)}
    </QueryState>
  );
}

/**
 * Where the card's link goes back to: the console's 'Vales-presente' when the operator opened it there (the link's
 * navigation state), else the customer's Minhas Compras.
 */
function useBackLink(): { to: string; label: string } {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return from === paths.operator.giftCards
    ? { to: paths.operator.giftCards, label: 'Vales-presente' }
    : { to: paths.myPurchases, label: 'Minhas Compras' };
}

function PageShell({ code, children }: { code: string; children: ReactNode }) {
  const back = useBackLink();
  return (
    <section className="mx-auto max-w-3xl px-4 pb-20 pt-6 print:max-w-none print:p-0">
      <Seo
        title="Vale-presente | Movie Tour"
        description="Seu vale-presente da Movie Tour, para imprimir ou enviar."
        path={paths.giftCard(code)}
        noindex
      />
      <style>{printStyle}</style>
      <Link
        to={back.to}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-primary underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      {children}
    </section>
  );
}

/** `/vale-presente/:codigo`: the printable card, for its buyer, its recipient, whoever redeemed it and the operator. */
export function GiftCardPrintPage() {
  const { codigo: param = '' } = useParams();
  const code = parseGiftCardCode(param);
  const { user } = useAuth();
  return (
    <PageShell code={code ?? param}>
      <RequireSignIn
        loading={<Loading />}
        signedOut={
          <SignInPrompt
            askOnArrival
            message="Entre com a conta que comprou ou resgatou o vale-presente, ou com a conta do e-mail que o recebeu, para vê-lo."
          />
        }
      >
        {!code ? <GiftCardNotFound /> : user ? <Card userId={user.id} code={code} /> : <Loading />}
      </RequireSignIn>
    </PageShell>
  );
}

export default GiftCardPrintPage;
