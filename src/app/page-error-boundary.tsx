import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The page's code could not be fetched: the shop was updated since this tab loaded it (the old chunk is gone), or
 * the network dropped. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** sessionStorage: the path reloaded for new code, and when, so a page that still fails is not reloaded in a loop. */
const RELOADED_KEY = 'page_reloaded_for_new_code';
const RELOAD_AGAIN_AFTER_MS = 30_000;

/** Seams for the tests. */
export const pageActions = {
  reload: () => window.location.reload(),
  online: () => window.navigator.onLine !== false,
};

/** Reloads the page once for new code; false when it should not (offline, or just reloaded for the same path). */
function reloadForNewCode(pathname: string): boolean {
  if (!pageActions.online()) return false;
  try {
    const [path, at] = (window.sessionStorage.getItem(RELOADED_KEY) ?? '').split('|');
    if (path === pathname && Date.now() - Number(at) < RELOAD_AGAIN_AFTER_MS) return false;
    window.sessionStorage.setItem(RELOADED_KEY, `${pathname}|${Date.now()}`);
  } catch {
    return false;
  }
  pageActions.reload();
  return true;
}

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; reloading: boolean };

class Boundary extends Component<Props, State> {
  state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadForNewCode(this.props.pathname)) this.setState({ reloading: true });
  }

  componentDidUpdate(previous: Props) {
    // Another page: try again (its code is another chunk).
    if (previous.pathname !== this.props.pathname && this.state.error !== null) {
      this.setState({ error: null, reloading: false });
    }
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return <div className="min-h-[60vh]" aria-busy="true" />;
    return (
      <section
        role="alert"
        className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center"
      >
        <h1 className="font-display text-5xl tracking-wide text-primary">
          Não foi possível abrir esta página
        </h1>
        <p className="text-muted-foreground">
          Verifique sua conexão com a internet e tente de novo. Se o problema continuar, volte para a página
          inicial.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => pageActions.reload()}>
            Tentar de novo
          </Button>
          {/* A full load, so the visitor gets the shop's current code. */}
          <a href={paths.home} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Voltar para a página inicial
          </a>
        </div>
      </section>
    );
  }
}

/**
 * Catches what a page throws while rendering, above all its code failing to load (a tab opened before the shop
 * was updated, or a dropped network), which would otherwise leave the visitor a blank screen: reloads once for
 * the new code, else says so with a way to try again. Resets when the path changes.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
