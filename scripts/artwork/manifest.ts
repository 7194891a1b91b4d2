/**
 * One list of every generated picture, shared by the generator and the check script. Names
 * follow the app's srcset convention: `<base>-<width>.<format>`.
 */
export const tourIds = [
  'city-tour-tradicional',
  'parque-amantikir',
  'city-tour-cultural',
  'fazenda-prana-por-do-sol',
  'agro-turismo',
  'rota-do-horto',
  'rota-alto-lajeado',
  'turismo-aparecida',
] as const;
export type TourId = (typeof tourIds)[number];

export const vehicleSlugs = ['jardineira-cinema', 'cine-bus-noir', 'panoramico-360'] as const;
export type VehicleSlug = (typeof vehicleSlugs)[number];

export const imagesPerTour = 6;
export const heroCount = 3;
export const portraitCount = 3;

export const formats = ['avif', 'webp'] as const;

export const tourWidths = [480, 720, 960, 1440];
export const heroWidths = [640, 960, 1280, 1920];
export const vehicleWidths = [480, 960];
export const portraitWidths = [96, 192];

/** A family of files: `public/<base>-<w>.<format>` for every width and format. */
export type ImageSet = { base: string; widths: number[]; aspect: number };

const count = (k: number) => Array.from({ length: k }, (_, i) => i + 1);

export const imageSets: ImageSet[] = [
  ...tourIds.flatMap((id) =>
    count(imagesPerTour).map((i) => ({ base: `images/tours/${id}/${i}`, widths: tourWidths, aspect: 3 / 2 })),
  ),
  ...count(heroCount).map((i) => ({ base: `images/hero/${i}`, widths: heroWidths, aspect: 16 / 9 })),
  ...vehicleSlugs.map((slug) => ({ base: `images/vehicles/${slug}`, widths: vehicleWidths, aspect: 4 / 3 })),
  ...count(portraitCount).map((i) => ({
    base: `images/testimonials/${i}`,
    widths: portraitWidths,
    aspect: 1,
  })),
];

export const heightFor = (width: number, aspect: number): number => Math.round(width / aspect);

/** Single files outside the srcset convention. */
export const ogImage = { path: 'og-image.jpg', width: 1200, height: 630 };
export const logo = { path: 'logo.svg' };
