import { useMutation, useQuery } from '@tanstack/react-query';
import { BarChart3, Loader2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/boot/lazy-page';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { useAuth } from '@/features/auth';
import { toast } from '@/lib/toast-store';
import { overviewQueryOptions } from './api/overview';
import { aggregationMutationOptions } from './api/run-aggregation';

const AnalyticsOverview = lazyPart(() =>
  import('./components/overview').then((module) => ({ default: module.AnalyticsOverview })),
);

/** `/test-analytics` (spec §2): runs the daily aggregation by hand; administrators also see the numbers. */
export function TestAnalyticsPage() {
  const { role, status } = useAuth();
  const isAdmin = status === 'signedIn' && role === 'admin';
  const [date, setDate] = useState(() => dayInSaoPaulo(new Date(), -1));
  const from = dayInSaoPaulo(new Date(), -30);

  const overview = useQuery({ ...overviewQueryOptions(from), enabled: isAdmin });

  const aggregate = useMutation(aggregationMutationOptions());

  return (
    <section className="mx-auto max-w-6xl px-4 pb-20 pt-8">
      <Seo
        title="Analytics | Movie Tour"
        description="Agregação diária e números de uso da loja."
        path={paths.testAnalytics}
        noindex
      />
      <h1 className="font-display text-5xl tracking-wide text-primary">Analytics</h1>
      <p className="mt-1 text-muted-foreground">
        Agregação diária dos eventos de uso (executada automaticamente às 00:15, horário de São Paulo).
      </p>

      <form
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (aggregate.isPending) return;
          aggregate.mutate(date, {
            onSuccess: ({ eventsProcessed }) =>
              toast({
                title: 'Agregação executada com sucesso!',
                description: `Processados: ${eventsProcessed} eventos`,
              }),
            onError: (error) =>
              toast({
                title: 'Erro ao agregar analytics',
                description: error instanceof Error ? error.message : String(error),
                variant: 'destructive',
              }),
          });
        }}
      >
        <Field label="Dia a agregar" id="analytics-date" className="gap-1.5">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={date}
              max={dayInSaoPaulo(new Date())}
              required
              onChange={(event) => setDate(event.target.value)}
              className="sm:w-48"
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={aggregate.isPending}>
          {aggregate.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <BarChart3 className="size-4" aria-hidden="true" />
          )}
          {aggregate.isPending ? 'Executando...' : 'Executar Agregação'}
        </Button>
      </form>

      <div className="mt-8">
        {isAdmin ? (
          overview.isSuccess ? (
            <Suspense fallback={<p className="text-muted-foreground">Carregando gráficos...</p>}>
              <AnalyticsOverview summary={overview.data} />
            </Suspense>
          ) : overview.isError ? (
            <p className="text-muted-foreground">Não foi possível carregar os números agora.</p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              Carregando números...
            </p>
          )
        ) : (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
            Os números de uso dos últimos 30 dias aparecem aqui para administradores.
          </p>
        )}
      </div>
    </section>
  );
}

export default TestAnalyticsPage;
