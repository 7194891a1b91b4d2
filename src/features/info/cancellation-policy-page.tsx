import { Helmet } from 'react-helmet-async';

// Placeholder until the issue that owns this page builds it.
export function CancellationPolicyPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <Helmet>
        <title>Regras de Cancelamento | Movie Tour</title>
      </Helmet>
      <h1 className="text-3xl font-bold">Regras de Cancelamento</h1>
    </section>
  );
}

export default CancellationPolicyPage;
