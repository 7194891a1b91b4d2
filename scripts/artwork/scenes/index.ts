import type { TourId, VehicleSlug } from '../manifest.ts';
import { agroTurismo } from './agro-turismo.ts';
import { cityTourCultural } from './city-tour-cultural.ts';
import { cityTourTradicional } from './city-tour-tradicional.ts';
import { fazendaPrana } from './fazenda-prana.ts';
import { fleetScenes } from './fleet.ts';
import { heroScenes } from './hero.ts';
import { parqueAmantikir } from './parque-amantikir.ts';
import { portraitScenes } from './portraits.ts';
import { rotaAltoLajeado } from './rota-alto-lajeado.ts';
import { rotaDoHorto } from './rota-do-horto.ts';
import { turismoAparecida } from './turismo-aparecida.ts';
import type { Scene } from './types.ts';

/** Six scenes per tour, in gallery order; the first is the cover. */
export const tourScenes: Record<TourId, Scene[]> = {
  'city-tour-tradicional': cityTourTradicional,
  'parque-amantikir': parqueAmantikir,
  'city-tour-cultural': cityTourCultural,
  'fazenda-prana-por-do-sol': fazendaPrana,
  'agro-turismo': agroTurismo,
  'rota-do-horto': rotaDoHorto,
  'rota-alto-lajeado': rotaAltoLajeado,
  'turismo-aparecida': turismoAparecida,
};

function at<T>(list: T[] | undefined, index: number, base: string): T {
  const item = list?.[index];
  if (item === undefined) throw new Error(`No scene for ${base}`);
  return item;
}

/** Which scene draws a manifest base path, and the canvas width it is designed at. */
export function sceneFor(base: string): { draw: Scene; width: number } {
  const parts = base.split('/');
  const last = parts[parts.length - 1]!;
  const index = Number(last) - 1;
  if (parts[1] === 'tours') return { draw: at(tourScenes[parts[2] as TourId], index, base), width: 1440 };
  if (parts[1] === 'hero') return { draw: at(heroScenes, index, base), width: 1920 };
  if (parts[1] === 'testimonials') return { draw: at(portraitScenes, index, base), width: 384 };
  if (parts[1] === 'vehicles') return { draw: at([fleetScenes[last as VehicleSlug]], 0, base), width: 960 };
  throw new Error(`No scene for ${base}`);
}
