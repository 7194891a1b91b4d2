import { expect, type Page } from '@playwright/test';
import { tours } from '../../../src/domain/catalogue/tours';
import { weekdayOrder } from '../../../src/domain/weekdays';
import { todayInSaoPaulo } from '../days';
import { signInThroughApi } from './shop';
import { customerId, newCustomerWithClient, rest } from './shop-api';

// The boarding screen's journeys (issue 30): the seed's driver, and bookings of today written as they stand on the
// day of the tour (past their sales cut-off, so through the service role, as the messaging app's are recorded).

export const driver = { email: 'motorista@movietour.local', password: 'movietour-motorista' };

/** The seed's driver signs in on the home page and opens /embarque. */
export async function openBoardingAsDriver(page: Page) {
  await signInThroughApi(page, driver.email, driver.password);
  await page.goto('/embarque');
  await expect(page.getByRole('heading', { name: 'Embarque', level: 1 })).toBeVisible();
}

/**
 * Scans are judged against the departure picked. When more than one runs today, the driver picks the booking's tour;
 * the page's list is awaited first, so the choice is never made before the departures are on screen.
 */
export async function pickDeparture(page: Page, tour: string) {
  await expect(page.getByRole('region', { name: new RegExp(tour) })).toBeVisible();
  const pick = page.getByRole('button', { name: new RegExp(`· ${tour}$`) });
  if (await pick.isVisible()) await pick.click();
  if ((await pick.count()) > 0) await expect(pick).toHaveAttribute('aria-pressed', 'true');
}

/** Tours that run today (a weekday of the catalogue), the first two. */
export function toursOfToday(): [string, string] {
  const weekday = weekdayOrder[new Date(`${todayInSaoPaulo()}T12:00:00Z`).getUTCDay()]!;
  const running = tours.filter((tour) => tour.availableDays.includes(weekday)).map((tour) => tour.title);
  return [running[0]!, running[1]!];
}

const names = ['Ana Souza', 'Bruno Lima', 'Carla Nunes', 'Diego Alves', 'Elisa Rocha', 'Fábio Dias'];

export type TodaysBooking = { codigo: string; nome: string; ref: string };

/** A confirmed booking of today for a new customer (an itinerary, as the messaging app's), with its voucher. */
export async function createTodaysBooking(
  tour: string,
  { adults = 2, children = 0, hotel = 'Hotel Frontenac', status = 'Aguardando' } = {},
): Promise<TodaysBooking> {
  const { customer } = await newCustomerWithClient();
  const id = await customerId(customer.email);
  // Each booking's customer by a name of their own, so the list tells them apart.
  const nome = `${names[Math.floor(Math.random() * names.length)]} ${String(Date.now()).slice(-5)}`;
  await rest(`clientes?id_cliente=eq.${id}`, { method: 'PATCH', body: { nome_cliente: nome } });
  const [row] = (await rest('itinerarios', {
    method: 'POST',
    body: {
      id_cliente: id,
      nome_passeio: tour,
      data_passeio: todayInSaoPaulo(),
      valor_total_liquido: 200,
      qtd_pessoas: adults + children,
      qtd_adultos: adults,
      qtd_criancas: children,
      hospedagem: hotel,
      local_embarque: hotel,
      status,
    },
  })) as { id_itinerario: number; voucher: string }[];
  return { codigo: row!.voucher, nome, ref: `R${row!.id_itinerario}` };
}

/** The boarding recorded for a booking, read as the service role: one row at most, whatever arrived twice. */
export async function boardingsOf(ref: string) {
  return (await rest(`embarques?select=*&ref=eq.${ref}`)) as Record<string, unknown>[];
}

/** The driver types a voucher's code (as people do: lower case, with dashes) and confirms. */
export async function typeCode(page: Page, codigo: string) {
  const field = page.getByLabel('Código do voucher');
  await field.fill(`${codigo.slice(0, 4)}-${codigo.slice(4, 8)}-${codigo.slice(8)}`.toLowerCase());
  await field.press('Enter');
}

export const answer = (page: Page) => page.getByTestId('boarding-answer');
