import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { LoadingStatus, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { parseVoucherCode } from '@/domain/voucher-code';
import { RequireSignIn, SignInPrompt, useAuth } from '@/features/auth';
import { voucherQueryOptions } from './api/voucher';
import { VoucherNotFound } from './components/voucher-not-found';
import { VoucherTicket } from './components/voucher-ticket';

// One A4 page, the ticket alone (the layout hides its header and footer in print).
const printStyle = '@page { size: A4; margin: 14mm; }';

function Loading() {
  return <LoadingStatus className="mt-12 justify-center">Carregando o voucher...</LoadingStatus>;
}

function Voucher({ userId, code }: { userId: string; code: string }) {
  const query = useQuery(voucherQueryOptions(userId, code));
  return (
    <QueryState
      query={query}
      loading="Carregando o voucher..."
      failed="Não foi possível carregar o voucher."
      className="mt-12 justify-center"
    >
      {(voucher) => (voucher ? <VoucherTicket voucher={voucher} /> : <VoucherNotFound />)}
    </QueryState>
  );
}

function PageShell({ code, children }: { code: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 pb-20 pt-6 print:max-w-none print:p-0">
      <Seo
        title="Voucher | Movie Tour"
        description="O voucher da sua reserva na Movie Tour."
        path={paths.voucher(code)}
        noindex
      />
      <style>{printStyle}</style>
      <Link
        to={paths.myPurchases}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-primary underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Minhas Compras
      </Link>
      {children}
    </section>
  );
}

/** `/voucher/:code`: the booking's e-ticket, for its owner and the staff (the database decides who). */
export function VoucherPage() {
  const { code: param = '' } = useParams();
  const code = parseVoucherCode(param);
  const { user } = useAuth();
  return (
    <PageShell code={code ?? param}>
      <RequireSignIn
        loading={<Loading />}
        signedOut={
          <SignInPrompt askOnArrival message="Entre com a conta que fez a reserva para ver o voucher." />
        }
      >
        {!code ? <VoucherNotFound /> : user ? <Voucher userId={user.id} code={code} /> : <Loading />}
      </RequireSignIn>
    </PageShell>
  );
}

export default VoucherPage;
