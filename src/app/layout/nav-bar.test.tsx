import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NavBar } from './nav-bar';
import { renderPage } from '@/testing/render';

function HomeWithSections() {
  return (
    <>
      <section id="popular-tours">Populares</section>
      <section id="nossos-carros">Carros</section>
    </>
  );
}

function renderNavAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <NavBar />
      <Routes>
        <Route path="/" element={<HomeWithSections />} />
        <Route path="*" element={<p>Outra página</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NavBar', () => {
  let scrolled: string[];
  beforeEach(() => {
    scrolled = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('links Promoções to /combo and Transfer to /transfer', () => {
    renderPage(<NavBar />);
    expect(screen.getByRole('link', { name: 'Promoções' })).toHaveAttribute('href', '/combo');
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/transfer');
  });

  it('scrolls straight to popular tours when already home', () => {
    renderNavAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Passeios' }));
    expect(scrolled).toEqual(['popular-tours']);
  });

  it('from another page, goes home first and scrolls to popular tours after 100 ms', () => {
    vi.useFakeTimers();
    renderNavAt('/transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Passeios' }));
    expect(screen.getByText('Populares')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(99));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual(['popular-tours']);
  });

  it('Carros follows the same rule for the vehicles section', () => {
    vi.useFakeTimers();
    renderNavAt('/combo');
    fireEvent.click(screen.getByRole('button', { name: 'Carros' }));
    act(() => vi.advanceTimersByTime(100));
    expect(scrolled).toEqual(['nossos-carros']);
  });
});
