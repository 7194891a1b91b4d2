import { renderRoutes } from '@/testing/render';
import GalleryPage from './gallery-page';
import TourPage from './tour-page';

/** The tour and gallery routes as the app mounts them. */
export function renderTourRoute(route: string) {
  return renderRoutes(
    [
      { path: '/passeio/:id', element: <TourPage /> },
      { path: '/passeio/:id/galeria', element: <GalleryPage /> },
    ],
    route,
  );
}
