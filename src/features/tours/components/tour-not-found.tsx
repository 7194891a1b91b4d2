import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function TourNotFound({ path }: { path: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <Seo
        title="Passeio não encontrado | Movie Tour"
        description="Este passeio não existe."
        path={path}
        noindex
      />
      <h1 className="font-display text-5xl tracking-wide text-primary">Passeio não encontrado</h1>
      <p className="text-muted-foreground">O passeio que você procura não existe ou mudou de endereço.</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
        Voltar para a página inicial
      </Link>
    </section>
  );
}
