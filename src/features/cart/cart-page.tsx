import { Helmet } from 'react-helmet-async';

// Placeholder until the issue that owns this page builds it.
export function CartPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <Helmet>
        <title>Carrinho de Compras | Movie Tour</title>
      </Helmet>
      <h1 className="text-3xl font-bold">Carrinho de Compras</h1>
    </section>
  );
}

export default CartPage;
