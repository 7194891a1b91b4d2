type TransferFares = { oneWay: number; roundTrip: number };

export type TransferRoute = {
  id: string;
  destination: string;
  /** Car for up to 4 people. */
  car: TransferFares;
  /** Van for up to 15 people. */
  van: TransferFares;
};

export const transferCapacity = { car: 4, van: 15 } as const;

export const transferRoutes: TransferRoute[] = [
  {
    id: 'guarulhos',
    destination: 'Aeroporto de Guarulhos',
    car: { oneWay: 600, roundTrip: 1100 },
    van: { oneWay: 1200, roundTrip: 2300 },
  },
  {
    id: 'congonhas',
    destination: 'Aeroporto de Congonhas',
    car: { oneWay: 700, roundTrip: 1100 },
    van: { oneWay: 1400, roundTrip: 2700 },
  },
  {
    id: 'sao-jose-dos-campos',
    destination: 'São José dos Campos',
    car: { oneWay: 450, roundTrip: 800 },
    van: { oneWay: 1000, roundTrip: 1900 },
  },
];
