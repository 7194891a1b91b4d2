import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <Seo
        title="Página não encontrada | Movie Tour"
        description="A página que você procura não existe. Veja os passeios da Movie Tour."
        path={null}
        noindex
      />
      <p className="font-display text-7xl text-curtain" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
        Voltar para a página inicial
      </Link>
    </section>
  );
}

export default NotFoundPage;
